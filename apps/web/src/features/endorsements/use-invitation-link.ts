import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { useClaimInvitation } from './api/claim-invitation';
import { serverMessage } from './components/error-message';
import { INVITATION_CODE_PARAM } from './links';

/**
 * The invitation mail's link: /endorsements?invitationCode={code}. Opened by a signed-in user, the
 * code is claimed once (POST /api/v1/invitations/claim binds the invitation to their DID), taken out
 * of the URL without a history entry, and the pending list is fetched again; a refusal (expired,
 * cancelled, another DID's…) shows the server's message.
 */
export function useInvitationLink(): void {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const raw = params.get(INVITATION_CODE_PARAM);
  const claim = useClaimInvitation({
    onError: (error) =>
      enqueueSnackbar(serverMessage(error, t('endorsements.toast.failed')), { variant: 'error' }),
  });
  const { mutate } = claim;
  // The value last handled: StrictMode's second run of the effect (and any re-render before the
  // URL has changed) sees the same value and posts nothing more.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (raw === null) {
      handled.current = null;
      return;
    }
    if (handled.current === raw) return;
    handled.current = raw;
    const code = raw.trim();
    if (code) mutate(code);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INVITATION_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [raw, mutate, setParams]);
}
