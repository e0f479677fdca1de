import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { TOrganisationSignup, TOrganisationSignupInput } from '@sigil/core';
import { Form } from '../../../components/form/form';
import { FormCountryField } from '../../../components/form/form-country-field';
import { FormPhoneField } from '../../../components/form/form-phone-field';
import { FormTextField } from '../../../components/form/form-text-field';

export type TSignupForm = UseFormReturn<TOrganisationSignupInput, unknown, TOrganisationSignup>;

interface SignupFormProps {
  form: TSignupForm;
  /** The parsed values (trimmed, e-mail lower-cased). */
  onNext: (values: TOrganisationSignup) => void;
  onCancel: () => void;
}

/** Step 0: the seven fields of spec §3, validated by the server's own schema. */
export function SignupForm({ form, onNext, onCancel }: SignupFormProps) {
  const { t } = useTranslation();
  const { control, formState } = form;
  const values = useWatch({ control });
  const allEmpty = Object.values(values).every((value) => !value?.trim());
  const hasErrors = Object.keys(formState.errors).length > 0;
  const label = (field: keyof TOrganisationSignupInput) => t(`signup.fields.${field}`);

  return (
    <Form
      form={form}
      onSubmit={onNext}
      actions={
        <>
          <Button onClick={onCancel}>{t('signup.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={hasErrors || allEmpty}>
            {t('signup.next')}
          </Button>
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="orgName"
            control={control}
            label={label('orgName')}
            required
            fullWidth
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="contactEmail"
            control={control}
            label={label('contactEmail')}
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormPhoneField
            name="contactNumber"
            control={control}
            label={label('contactNumber')}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="orgRegNumber"
            control={control}
            label={label('orgRegNumber')}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="corporateWebsite"
            control={control}
            label={label('corporateWebsite')}
            type="url"
            autoComplete="url"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCountryField
            name="countryOfIncorporation"
            control={control}
            label={label('countryOfIncorporation')}
            required
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="mailingAddress1"
            control={control}
            label={label('mailingAddress1')}
            autoComplete="street-address"
            required
            fullWidth
            multiline
            minRows={2}
          />
        </Grid>
      </Grid>
    </Form>
  );
}
