import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { TextFieldProps } from '@mui/material/TextField';
import { SIGNUP_FIELD_LIMITS, type TOrganisationSignup, type TOrganisationSignupInput } from '@sigil/core';
import { Form } from '../../../components/form/form';
import { FormCountryField } from '../../../components/form/form-country-field';
import { FormPhoneField } from '../../../components/form/form-phone-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { BARE_FIELDSET, useHydrated } from '../../../lib/hydrated';

type TSignupFieldName = keyof TOrganisationSignupInput;

/** One field of the form: its input (text unless said) and what that input needs beyond the basics. */
type TSignupFieldSpec = { name: TSignupFieldName; input?: 'phone' | 'country'; wide?: boolean } & Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'autoFocus' | 'multiline' | 'minRows'
>;

const SIGNUP_FIELDS: readonly TSignupFieldSpec[] = [
  { name: 'orgName', autoFocus: true },
  { name: 'contactEmail', type: 'email', autoComplete: 'email' },
  { name: 'contactNumber', input: 'phone' },
  { name: 'orgRegNumber' },
  { name: 'corporateWebsite', type: 'url', autoComplete: 'url' },
  { name: 'countryOfIncorporation', input: 'country' },
  { name: 'mailingAddress1', autoComplete: 'street-address', multiline: true, minRows: 2, wide: true },
];

export type TSignupForm = UseFormReturn<TOrganisationSignupInput, unknown, TOrganisationSignup>;

interface SignupFormProps {
  form: TSignupForm;
  /** The parsed values (trimmed, e-mail lower-cased). */
  onNext: (values: TOrganisationSignup) => undefined;
  onCancel: () => void;
}

/** Step 0: the seven fields of spec §3, validated by the server's own schema. */
export function SignupForm({ form, onNext, onCancel }: SignupFormProps) {
  const { t } = useTranslation();
  const { control, formState } = form;
  const values = useWatch({ control });
  const allEmpty = Object.values(values).every((value) => !value?.trim());
  const hasErrors = Object.keys(formState.errors).length > 0;
  const label = (field: TSignupFieldName) => t(`signup.fields.${field}`);
  const hydrated = useHydrated();

  return (
    <Form
      form={form}
      onSubmit={onNext}
      actions={
        <>
          {/* A click before React has taken the prerendered screen over would be lost. */}
          <Button onClick={onCancel} disabled={!hydrated}>
            {t('signup.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={hasErrors || allEmpty}>
            {t('signup.next')}
          </Button>
        </>
      }
    >
      {/* Disabled until React has taken the prerendered form over (lib/hydrated). */}
      <Box component="fieldset" disabled={!hydrated} sx={BARE_FIELDSET}>
        <Grid container spacing={2}>
          {SIGNUP_FIELDS.map((spec) => (
            <SignupField key={spec.name} spec={spec} control={control} label={label(spec.name)} />
          ))}
        </Grid>
      </Box>
    </Form>
  );
}

/** Every field is required; two to a row, the address across the whole row. */
function SignupField({
  spec: { name, input, wide, ...textProps },
  control,
  label,
}: {
  spec: TSignupFieldSpec;
  control: Control<TOrganisationSignupInput>;
  label: string;
}) {
  const props = { name, control, label, required: true };
  return (
    <Grid size={wide ? 12 : { xs: 12, sm: 6 }}>
      {input === 'phone' ? (
        <FormPhoneField {...props} fullWidth />
      ) : input === 'country' ? (
        <FormCountryField {...props} />
      ) : (
        <FormTextField {...props} {...textProps} maxLength={SIGNUP_FIELD_LIMITS[name]} fullWidth />
      )}
    </Grid>
  );
}
