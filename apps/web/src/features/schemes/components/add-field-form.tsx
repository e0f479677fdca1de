import { useTranslation } from 'react-i18next';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { SCHEME_LIMITS, ZNewSchemeField, type TNewSchemeField } from '@sigil/core';
import { Form, untilSettled } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAddSchemeField } from '../api/add-scheme-field';
import { fieldTypeMenuItems } from './field-type-menu-items';
import type { FieldTypeOption } from './field-type-options';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';

type TNewField = z.output<typeof ZNewSchemeField>;

const NO_ASTERISK = { inputLabel: { required: false } } as const;

const EMPTY: TNewSchemeField = { fieldName: '', fieldType: 'text', isRequired: 'N' };

/** isRequired as a checkbox: ticked is 'Y'. */
function RequiredCheckbox({
  control,
  label,
}: {
  control: Control<TNewSchemeField, unknown, TNewField>;
  label: string;
}) {
  const { field } = useController({ name: 'isRequired', control });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={field.value === 'Y'}
          onChange={(event) => field.onChange(event.target.checked ? 'Y' : 'N')}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}

interface AddFieldFormProps {
  schemeId: string;
  options: readonly FieldTypeOption[];
  /** A role has at most SCHEME_LIMITS.fields fields. */
  full: boolean;
}

/** Field Name, Field Type, Required, then Add field (POST …/schemes/{id}/fields). */
export function AddFieldForm({ schemeId, options, full }: AddFieldFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<TNewSchemeField, unknown, TNewField>({
    resolver: zodResolver(ZNewSchemeField),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const add = useAddSchemeField({
    onSuccess: (_scheme, { field }) => {
      enqueueSnackbar(t('roles.toast.fieldAdded'), { variant: 'success' });
      // Ready for the next one, of the same type.
      form.reset({ ...EMPTY, fieldType: field.fieldType });
    },
    onError: (error) => {
      const fieldOf = (name: string) => (name === 'fieldName' || name === 'fieldType' ? name : null);
      if (!showServerFieldErrors(error, form.setError, fieldOf)) {
        enqueueSnackbar(t('roles.toast.failed'), { variant: 'error' });
      }
    },
  });

  const submit = (field: TNewField) => untilSettled(add.mutateAsync({ id: schemeId, field }));

  return (
    <Form
      form={form}
      onSubmit={submit}
      actions={
        <Button type="submit" variant="contained" disabled={full || add.isPending}>
          {t('roles.manage.addField')}
        </Button>
      }
    >
      {/* Both inputs are required (aria-required), their labels without the asterisk: next to the
          Required checkbox, which says whether the new field will be, a star would read as that. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          name="fieldName"
          control={form.control}
          label={t('roles.manage.fieldName')}
          required
          fullWidth
          maxLength={SCHEME_LIMITS.fieldName}
          slotProps={NO_ASTERISK}
        />
        <FormTextField
          name="fieldType"
          control={form.control}
          label={t('roles.manage.fieldType')}
          required
          select
          fullWidth
          slotProps={NO_ASTERISK}
        >
          {fieldTypeMenuItems(options, t)}
        </FormTextField>
        <RequiredCheckbox control={form.control} label={t('roles.manage.required')} />
      </Stack>
    </Form>
  );
}
