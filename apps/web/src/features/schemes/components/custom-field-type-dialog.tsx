import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import {
  FIELD_KINDS,
  SCHEME_LIMITS,
  ZCustomFieldTypeRequest,
  type TCustomFieldType,
  type TFieldKind,
} from '@sigil/core';
import { untilSettled } from '../../../components/form/form';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCreateCustomFieldType, type CustomFieldTypeBody } from '../api/create-custom-field-type';
import { useUpdateCustomFieldType } from '../api/update-custom-field-type';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';

interface CustomFieldTypeFormValues {
  name: string;
  kind: TFieldKind;
  /** The options of a list, one per line. */
  optionsText: string;
}

/** The options typed one per line: trimmed, blank lines left out. */
export const optionLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The request's own schema (the server's) on the form's values. */
const parseRequest = (values: CustomFieldTypeFormValues) =>
  ZCustomFieldTypeRequest.safeParse({
    name: values.name,
    kind: values.kind,
    options: optionLines(values.optionsText),
  });

/**
 * The form's values checked by ZCustomFieldTypeRequest, its messages put on the form's fields: a
 * problem with the options shows under the options box.
 */
const ZCustomFieldTypeForm = z
  .object({ name: z.string(), kind: z.enum(FIELD_KINDS), optionsText: z.string() })
  .superRefine((values, ctx) => {
    const parsed = parseRequest(values);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      const path = first === 'options' ? 'optionsText' : first === 'kind' ? 'kind' : 'name';
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  });

/** The body to send: the values as the request's schema parsed them (trimmed; options only for a list). */
function bodyOf(values: CustomFieldTypeFormValues): CustomFieldTypeBody | null {
  const parsed = parseRequest(values);
  return parsed.success
    ? { name: parsed.data.name, kind: parsed.data.kind, options: parsed.data.options }
    : null;
}

/** A server field name → the form's field. */
function formFieldOf(name: string): keyof CustomFieldTypeFormValues | null {
  if (name === 'name' || name === 'kind') return name;
  return name === 'options' ? 'optionsText' : null;
}

interface CustomFieldTypeDialogProps {
  /** The type to edit; null creates one. */
  editing: TCustomFieldType | null;
  onClose: () => void;
}

/** Create or edit a custom field type: Name, Kind, and for a list its options, one per line. */
export function CustomFieldTypeDialog({ editing, onClose }: CustomFieldTypeDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CustomFieldTypeFormValues>({
    resolver: zodResolver(ZCustomFieldTypeForm),
    mode: 'onTouched',
    defaultValues: {
      name: editing?.name ?? '',
      kind: editing?.kind ?? 'text',
      optionsText: editing?.options.join('\n') ?? '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const failed = (error: Error) => {
    if (!showServerFieldErrors(error, form.setError, formFieldOf)) {
      enqueueSnackbar(error.message, { variant: 'error' });
    }
  };
  const create = useCreateCustomFieldType({
    onSuccess: () => {
      enqueueSnackbar(t('customFields.toast.created'), { variant: 'success' });
      onClose();
    },
    onError: failed,
  });
  const update = useUpdateCustomFieldType({
    onSuccess: () => {
      enqueueSnackbar(t('customFields.toast.updated'), { variant: 'success' });
      onClose();
    },
    onError: failed,
  });
  const busy = create.isPending || update.isPending;

  const submit = (values: CustomFieldTypeFormValues) => {
    const body = bodyOf(values);
    if (!body) return;
    return untilSettled(editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body));
  };

  return (
    <FormDialog
      title={t(editing ? 'customFields.dialog.edit' : 'customFields.dialog.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      cancelLabel={t('customFields.dialog.cancel')}
      submitLabel={t('customFields.dialog.save')}
    >
      <FormTextField
        name="name"
        control={form.control}
        label={t('customFields.fields.name')}
        required
        fullWidth
        autoFocus
        margin="dense"
        maxLength={SCHEME_LIMITS.fieldTypeName}
      />
      <FormTextField
        name="kind"
        control={form.control}
        label={t('customFields.fields.kind')}
        select
        fullWidth
      >
        {FIELD_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`roles.kinds.${value}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {kind === 'list' && (
        <FormTextField
          name="optionsText"
          control={form.control}
          label={t('customFields.fields.options')}
          placeholder={t('customFields.fields.optionsPlaceholder')}
          required
          multiline
          minRows={4}
          fullWidth
        />
      )}
    </FormDialog>
  );
}
