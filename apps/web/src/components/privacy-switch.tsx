import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { ENDORSEMENT_MESSAGES, type TProtectResponse } from '@sigil/core';
import { useProtectFlag } from '../api/profile/get-protect-flag';
import { useUpdateProtectFlag } from '../api/profile/update-protect-flag';
import { ServerError } from '../lib/api-client';
import type { TTranslationKey } from '../lib/i18n-keys';
import { LoadError } from './load-error';

/** The server's messages that the console says in the interface language. */
const KNOWN_MESSAGES: Record<string, TTranslationKey> = {
  [ENDORSEMENT_MESSAGES.protectUpdated]: 'endorsements.privacy.toast.protected',
  [ENDORSEMENT_MESSAGES.publicUpdated]: 'endorsements.privacy.toast.public',
};

/**
 * Public or protected DID details (spec §1, §3 "Protect flag", §4;
 * docs/architecture.md, Public or protected DIDs): 'N' is public — DID search shows the public key,
 * profile and endorsements; 'Y' protected — it shows only that the DID exists. The switch shows
 * what the server holds; a change is posted and its message toasted. On the individual's
 * Endorsements and Account Settings, each in a section of its own.
 */
export function PrivacySwitch({ did }: { did: string | null }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const helperId = useId();
  const flag = useProtectFlag(did);
  const update = useUpdateProtectFlag({
    onSuccess: (answer) => {
      const key = toastKeyOf(answer);
      enqueueSnackbar(key ? t(key) : answer.message, { variant: 'success' });
    },
    onError: (error) =>
      enqueueSnackbar(error instanceof ServerError ? error.message : t('endorsements.toast.failed'), {
        variant: 'error',
      }),
  });
  // While a change is on its way (and the flag is fetched again), the switch shows the change.
  const protectFlag = update.isPending ? update.variables : flag.data?.protectFlag;
  const isPublic = protectFlag === 'N';

  return (
    <>
      <LoadError error={flag.error} sx={{ mb: 2 }} />
      <FormControlLabel
        control={
          <Switch
            checked={isPublic}
            // Not disabled while a change is on its way: the switch keeps the keyboard focus.
            disabled={!flag.data}
            onChange={(_event, checked) => {
              if (!update.isPending) update.mutate(checked ? 'N' : 'Y');
            }}
            slotProps={{ input: { 'aria-describedby': helperId, 'aria-busy': update.isPending } }}
            data-testid="protect-switch"
          />
        }
        label={t('endorsements.privacy.switch')}
      />
      <FormHelperText id={helperId} sx={{ mx: 0 }}>
        {protectFlag === undefined
          ? t('endorsements.privacy.helper')
          : `${t(isPublic ? 'endorsements.privacy.nowPublic' : 'endorsements.privacy.nowProtected')} ${t('endorsements.privacy.helper')}`}
      </FormHelperText>
    </>
  );
}

/** The toast of an answer: a known message in the interface language; another as the server said it. */
function toastKeyOf(answer: TProtectResponse): TTranslationKey | null {
  if (answer.message) return KNOWN_MESSAGES[answer.message] ?? null;
  return answer.protectFlag === 'Y'
    ? 'endorsements.privacy.toast.protected'
    : 'endorsements.privacy.toast.public';
}
