import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { EMAIL_PATTERN, type TKeystoreProfile } from '@sigil/core';

/** Name and e-mail: what an approved answer tells the console about the holder. */
export function ProfileFields({
  profile,
  onChange,
  emailError,
}: {
  profile: TKeystoreProfile;
  onChange: (profile: TKeystoreProfile) => void;
  emailError?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.name')}
        value={profile.name ?? ''}
        onChange={(event) => onChange({ ...profile, name: event.target.value })}
        autoComplete="name"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        value={profile.email ?? ''}
        onChange={(event) => onChange({ ...profile, email: event.target.value })}
        autoComplete="email"
        fullWidth
        error={Boolean(emailError)}
        helperText={emailError ?? t('fields.profileHelp')}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
    </>
  );
}

/** An empty e-mail is allowed (the profile is optional); anything else must look like an address. */
export function emailProblem(email: string | undefined): boolean {
  const value = email?.trim() ?? '';
  return value !== '' && !EMAIL_PATTERN.test(value);
}
