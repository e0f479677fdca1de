import { useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Control, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActiveRoles } from '../../../api/schemes/get-active-roles';
import { useControlledField } from '../../../components/form/controlled-field';
import { FieldRenderer } from '../../../components/form/field-renderer';
import { Form, untilSettled } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { LoadError } from '../../../components/load-error';
import { ServerError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useEnrolAccount } from '../api/enrol-account';
import {
  EMPTY_ENROL_FORM,
  emptyValuesOf,
  enrolFormSchema,
  formFieldOf,
  keyedFieldsOf,
  valuesByFieldName,
  type TEnrolForm,
  type TEnrolFormOutput,
} from './enrol-schema';

/**
 * /enroll/accounts: the organisation enrols an account (another organisation or a person, by DID)
 * into one of its active roles, filling in the role's fields. The request waits for its check like
 * an application (docs/architecture.md, Membership requests). The server's field messages are shown
 * on the fields.
 */
export function EnrolAccountForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { didMethod } = usePublicConfig();
  const { organisationDid } = useOrganisationSession();
  const activeRoles = useActiveRoles(organisationDid);
  const roles = useMemo(
    () =>
      (activeRoles.data ?? [])
        .filter((role) => role.activeStatus === 'Y')
        .sort((a, b) => a.schemeName.localeCompare(b.schemeName)),
    [activeRoles.data],
  );

  // The validator follows the chosen role: its fields are checked by the server's own rules.
  const resolver: Resolver<TEnrolForm, unknown, TEnrolFormOutput> = (values, context, options) => {
    const fields = keyedFieldsOf(roles.find((role) => role.id === values.schemeId));
    return zodResolver(enrolFormSchema(fields, didMethod))(values, context, options);
  };
  const form = useForm<TEnrolForm, unknown, TEnrolFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_ENROL_FORM,
  });
  const schemeId = useWatch({ control: form.control, name: 'schemeId' });
  const role = roles.find((candidate) => candidate.id === schemeId);
  const fields = keyedFieldsOf(role);

  const roleField = useControlledField('schemeId', form.control);
  // Another role, other fields: they start empty, without the last role's messages.
  const chooseRole = (event: ChangeEvent<HTMLInputElement>) => {
    roleField.field.onChange(event);
    form.setValue('values', emptyValuesOf(keyedFieldsOf(roles.find((r) => r.id === event.target.value))));
    form.clearErrors('values');
  };

  const enrol = useEnrolAccount({
    onSuccess: () => {
      enqueueSnackbar(t('membershipRequests.toast.enrolled'), { variant: 'success' });
      form.reset(EMPTY_ENROL_FORM);
    },
    onError: (error) => {
      // A refusal that names fields is said on them; anything else in a toast.
      let named = false;
      if (error instanceof ServerError) {
        for (const [name, message] of Object.entries(error.fields ?? {})) {
          const field = formFieldOf(fields, name);
          if (!field) continue;
          form.setError(field, { type: 'server', message }, { shouldFocus: !named });
          named = true;
        }
      }
      if (!named) enqueueSnackbar(error.message, { variant: 'error' });
    },
  });

  const submit = ({ schemeId: id, accountDid, values }: TEnrolFormOutput) => {
    if (!organisationDid) {
      enqueueSnackbar(t('membershipRequests.noOrganisation'), { variant: 'error' });
      return;
    }
    // Resolves when the server has answered: Enroll stays disabled until then.
    return untilSettled(
      enrol.mutateAsync({
        schemeId: id,
        accountDid,
        values: valuesByFieldName(fields, values),
        organizationDid: organisationDid,
      }),
    );
  };

  const renderedFields = fields.map(({ key, definition }) => ({ ...definition, name: `values.${key}` }));
  return (
    <>
      <LoadError error={activeRoles.error} sx={{ mb: 2 }} />
      <Form
        form={form}
        onSubmit={submit}
        actions={
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting || enrol.isPending}>
            {t('membershipRequests.enrol.submit')}
          </Button>
        }
      >
        <TextField
          {...roleField.field}
          value={roleField.field.value}
          onChange={chooseRole}
          label={t('membershipRequests.enrol.role')}
          select
          required
          fullWidth
          error={roleField.error}
          helperText={
            roleField.helperText ??
            (!activeRoles.isLoading && roles.length === 0 ? t('membershipRequests.enrol.noRoles') : undefined)
          }
          slotProps={{ htmlInput: { 'data-testid': 'schemeId' } }}
        >
          {roles.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.schemeName}
            </MenuItem>
          ))}
        </TextField>
        <FormTextField
          name="accountDid"
          control={form.control}
          label={t('membershipRequests.enrol.accountDid')}
          placeholder={t('membershipRequests.enrol.didPlaceholder', { method: didMethod })}
          required
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' } }}
        />
        {role &&
          (renderedFields.length > 0 ? (
            <FieldRenderer
              fields={renderedFields}
              control={form.control as unknown as Control<FieldValues>}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('membershipRequests.enrol.noFields', { role: role.schemeName })}
            </Typography>
          ))}
      </Form>
    </>
  );
}
