import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useSnackbar } from 'notistack';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import { SETTINGS_LIMITS, ZProfileSettings, type TSessionProfile } from '@sigil/core';
import { untilSettled } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';
import { avatarSource, initialOf } from '../../../lib/format';
import { useUpdateProfile } from '../api/update-profile';
import { jpegAvatarFrom } from './image-files';
import { ImagePicker } from './image-picker';
import { SettingsSection } from './settings-section';

const ZProfileForm = ZProfileSettings.pick({ name: true, email: true });
type TProfileForm = z.input<typeof ZProfileForm>;

/** My name, e-mail and picture: saved at once into the header. */
export function ProfileSection({ profile }: { profile: TSessionProfile }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [avatar, setAvatar] = useState<string | null>(profile.avatar ?? null);
  const form = useForm<TProfileForm, unknown, z.output<typeof ZProfileForm>>({
    resolver: zodResolver(ZProfileForm),
    mode: 'onTouched',
    defaultValues: { name: profile.name, email: profile.email },
  });
  const save = useUpdateProfile();

  const submit = (values: z.output<typeof ZProfileForm>) =>
    untilSettled(
      save.mutateAsync(
        { name: values.name, email: values.email, avatar },
        {
          onSuccess: () => enqueueSnackbar(t('account.toast.profileSaved'), { variant: 'success' }),
          onError: (error) => {
            if (
              !showServerFieldErrors(error, form.setError, (name) =>
                name === 'name' || name === 'email' ? name : null,
              )
            )
              enqueueSnackbar(error.message, { variant: 'error' });
          },
        },
      ),
    );

  const pick = (file: File) =>
    jpegAvatarFrom(file).then(setAvatar, () =>
      enqueueSnackbar(t('account.avatar.unreadable'), { variant: 'error' }),
    );

  return (
    <SettingsSection title={t('account.profile.title')} form={form} onSubmit={submit} busy={save.isPending}>
      <ImagePicker
        preview={
          <Avatar src={avatarSource(avatar)} alt={t('account.avatar.alt')} sx={{ width: 72, height: 72 }}>
            {initialOf(profile.name)}
          </Avatar>
        }
        label={t('account.avatar.change')}
        accept="image/*"
        onPick={(file) => void pick(file)}
      >
        {avatar && <Button onClick={() => setAvatar(null)}>{t('account.avatar.remove')}</Button>}
      </ImagePicker>
      <FormTextField
        name="name"
        control={form.control}
        label={t('account.profile.name')}
        required
        fullWidth
        maxLength={SETTINGS_LIMITS.profileName}
      />
      <FormTextField
        name="email"
        control={form.control}
        label={t('account.profile.email')}
        type="email"
        fullWidth
        maxLength={SETTINGS_LIMITS.email}
      />
    </SettingsSection>
  );
}
