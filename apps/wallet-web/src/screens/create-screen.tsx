import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Stack, Typography } from '@mui/material';
import { KEYSTORE_PASSPHRASE_MIN_LENGTH as MIN, type TKeystoreProfile } from '@sigil/core';
import { PassphraseField } from '../components/passphrase-field';
import { emailProblem, ProfileFields } from '../components/profile-fields';
import { Screen } from '../components/screen';
import { SubmitRow } from '../components/submit-row';
import { useAction } from '../components/use-action';
import { useWallet } from '../wallet/wallet-store';

/** A new key, encrypted under a new passphrase, and the profile answers carry. */
export function CreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phase = useWallet((state) => state.phase);
  const create = useWallet((state) => state.create);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [profile, setProfile] = useState<TKeystoreProfile>({});
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useAction(async () => {
    await create(passphrase, profile);
    void navigate('/home', { replace: true });
  });
  if (phase === 'locked' || (phase === 'unlocked' && !busy)) return <Navigate to="/" replace />;

  const tooShort = passphrase.length < MIN;
  const mismatch = repeat !== passphrase;
  const badEmail = emailProblem(profile.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!tooShort && !mismatch && !badEmail) void run();
  };
  return (
    <Screen heading={t('create.heading')}>
      <Typography>{t('create.intro')}</Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <PassphraseField
          label={t('fields.passphrase')}
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          required
          error={checked && tooShort}
          helperText={
            checked && tooShort
              ? t('errors.passphraseTooShort', { min: MIN })
              : t('fields.passphraseHelp', { min: MIN })
          }
        />
        <PassphraseField
          label={t('fields.repeat')}
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          required
          error={checked && mismatch}
          helperText={checked && mismatch ? t('errors.passphraseMismatch') : ' '}
        />
        <ProfileFields
          profile={profile}
          onChange={setProfile}
          emailError={checked && badEmail ? t('errors.emailInvalid') : undefined}
        />
        <SubmitRow label={t('create.submit')} busyLabel={t('create.busy')} busy={busy} error={error} />
      </Stack>
    </Screen>
  );
}
