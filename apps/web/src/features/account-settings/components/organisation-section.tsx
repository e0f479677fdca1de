import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TextFieldProps } from '@mui/material/TextField';
import {
  LOGO_TYPES,
  SETTINGS_LIMITS,
  SIGNUP_FIELD_LIMITS,
  ZOrganisationSettings,
  type TOrganisationDetail,
  type TOrganisationSettings,
  type TOrganisationSettingsInput,
} from '@sigil/core';
import { FeatureChips } from '../../../components/feature-chips';
import { untilSettled } from '../../../components/form/form';
import { FormPhoneField } from '../../../components/form/form-phone-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';
import { avatarSource, initialOf } from '../../../lib/format';
import { useValidationMessage } from '../../../lib/i18n';
import { useUpdateOrganisation, useUploadLogo } from '../api/update-organisation';
import { logoProblem } from './image-files';
import { ImagePicker } from './image-picker';
import { SettingsSection } from './settings-section';

type TOrganisationForm = TOrganisationSettingsInput;

/** The fields, two to a row: the signup's rules and limits, and two of the settings' own. */
const ORGANISATION_FIELDS: ReadonlyArray<
  { name: keyof TOrganisationForm; input?: 'phone'; wide?: boolean; limit?: number } & Pick<
    TextFieldProps,
    'type' | 'required' | 'multiline' | 'minRows'
  >
> = [
  { name: 'orgName', required: true, limit: SIGNUP_FIELD_LIMITS.orgName },
  { name: 'accountName', limit: SETTINGS_LIMITS.accountName },
  { name: 'contactEmail', type: 'email', required: true, limit: SIGNUP_FIELD_LIMITS.contactEmail },
  { name: 'contactNumber', input: 'phone' },
  {
    name: 'corporateWebsite',
    type: 'url',
    required: true,
    wide: true,
    limit: SIGNUP_FIELD_LIMITS.corporateWebsite,
  },
  {
    name: 'mailingAddress1',
    required: true,
    multiline: true,
    minRows: 2,
    limit: SIGNUP_FIELD_LIMITS.mailingAddress1,
  },
  { name: 'mailingAddress2', multiline: true, minRows: 2, limit: SETTINGS_LIMITS.mailingAddress2 },
];
const fieldOf = (name: string) => ORGANISATION_FIELDS.find((field) => field.name === name)?.name ?? null;

/** The organisation's logo and details, kept by its Admin; the header shows them at once. */
export function OrganisationSection({ organisation }: { organisation: TOrganisationDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const translate = useValidationMessage();
  const did = organisation.AccountDid;
  const form = useForm<TOrganisationForm, unknown, TOrganisationSettings>({
    resolver: zodResolver(ZOrganisationSettings),
    mode: 'onTouched',
    defaultValues: {
      orgName: organisation.BusinessName,
      accountName: organisation.AccountName ?? '',
      contactEmail: organisation.Email,
      contactNumber: organisation.ContactNumber ?? '',
      corporateWebsite: organisation.CorporateWebsite ?? '',
      mailingAddress1: organisation.MailingAddress1 ?? '',
      mailingAddress2: organisation.MailingAddress2 ?? '',
    },
  });
  const save = useUpdateOrganisation();
  const upload = useUploadLogo();

  const submit = (body: TOrganisationSettings) =>
    untilSettled(
      save.mutateAsync(
        { did, body },
        {
          onSuccess: () => enqueueSnackbar(t('account.toast.organisationSaved'), { variant: 'success' }),
          onError: (error) => {
            if (!showServerFieldErrors(error, form.setError, fieldOf))
              enqueueSnackbar(error.message, { variant: 'error' });
          },
        },
      ),
    );

  const pickLogo = (file: File) => {
    const problem = logoProblem(file);
    if (problem) {
      enqueueSnackbar(translate(problem), { variant: 'error' });
      return;
    }
    upload.mutate(
      { did, file },
      {
        onSuccess: () => enqueueSnackbar(t('account.toast.logoSaved'), { variant: 'success' }),
        onError: (error) => enqueueSnackbar(translate(error.message), { variant: 'error' }),
      },
    );
  };

  const label = (field: keyof TOrganisationForm) => t(`account.organisation.fields.${field}`);
  return (
    <SettingsSection
      title={t('account.organisation.title')}
      form={form}
      onSubmit={submit}
      busy={save.isPending}
    >
      <ImagePicker
        preview={
          <Avatar
            variant="rounded"
            src={avatarSource(organisation.Logo)}
            alt={t('account.logo.alt', { name: organisation.BusinessName })}
            sx={{ width: 72, height: 72 }}
          >
            {initialOf(organisation.BusinessName)}
          </Avatar>
        }
        label={t('account.logo.change')}
        accept={LOGO_TYPES.join(',')}
        busy={upload.isPending}
        onPick={pickLogo}
      />
      <Grid container spacing={2}>
        {ORGANISATION_FIELDS.map(({ name, input, wide, limit, ...textProps }) => (
          <Grid key={name} size={wide ? 12 : { xs: 12, sm: 6 }}>
            {input === 'phone' ? (
              <FormPhoneField name={name} control={form.control} label={label(name)} required fullWidth />
            ) : (
              <FormTextField
                name={name}
                control={form.control}
                label={label(name)}
                fullWidth
                maxLength={limit}
                {...textProps}
              />
            )}
          </Grid>
        ))}
      </Grid>
      {/* Granted by the provider, not changed here (decision 0009). */}
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle2" component="h3">
          {t('features.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('features.grantedByProvider')}
        </Typography>
        <FeatureChips features={organisation.AccountFeatures} />
      </Box>
    </SettingsSection>
  );
}
