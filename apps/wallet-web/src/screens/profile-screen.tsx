import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@mui/material';
import type { TKeystoreProfile } from '@sigil/core';
import { ErrorText } from '../components/error-text';
import { emailProblem, ProfileFields } from '../components/profile-fields';
import { Screen } from '../components/screen';
import { useAction } from '../components/use-action';
import { useWallet } from '../wallet/wallet-store';

/** Name and e-mail, kept in clear beside the encrypted key (as the CLI keeps them). */
export function ProfileScreen() {
  const { t } = useTranslation();
  const stored = useWallet((state) => state.keystore?.profile) ?? {};
  const saveProfile = useWallet((state) => state.saveProfile);
  const [profile, setProfile] = useState<TKeystoreProfile>(stored);
  const [saved, setSaved] = useState(false);
  const badEmail = emailProblem(profile.email);
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useAction(async () => {
    await saveProfile(profile);
    setSaved(true);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSaved(false);
    if (!badEmail) void run();
  };
  return (
    <Screen heading={t('profile.heading')}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <ProfileFields
          profile={profile}
          onChange={(next) => {
            setProfile(next);
            setSaved(false);
          }}
          emailError={checked && badEmail ? t('errors.emailInvalid') : undefined}
        />
        <ErrorText error={error} />
        {saved && <Alert severity="success">{t('profile.saved')}</Alert>}
        <Button type="submit" variant="contained" disabled={busy}>
          {t('profile.save')}
        </Button>
      </Stack>
    </Screen>
  );
}
