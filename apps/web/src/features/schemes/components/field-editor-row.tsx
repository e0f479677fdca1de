import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { SCHEME_LIMITS, ZNewSchemeField, type TSchemeField } from '@sigil/core';
import { useValidationMessage } from '../../../lib/i18n';
import { fieldTypeMenuItems } from './field-type-menu-items';
import type { FieldTypeOption } from './field-type-options';

/**
 * Saves one change of a field; false when it was not sent, because a change of that field is still
 * being saved. When the server refuses it, `onFailed` gets the message it gave for the field's name
 * (null when it named none; the page then says what went wrong in a toast).
 */
export type TSaveField = (
  field: TSchemeField,
  changes: { fieldName?: string; fieldType?: string; isRequired?: 'Y' | 'N' },
  onFailed?: (fieldMessage: string | null) => void,
) => boolean;

/**
 * A field's name, saved when the input is left or Enter is pressed (Escape puts the saved name
 * back); checked by the same rule as a new field's name. Key it by the saved name: a new name from
 * the server starts it afresh.
 */
export function FieldNameInput({ field, onSave }: { field: TSchemeField; onSave: TSaveField }) {
  const { t } = useTranslation();
  const translate = useValidationMessage();
  const [value, setValue] = useState(field.fieldName);
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    if (value.trim() === field.fieldName) {
      setValue(field.fieldName);
      setError(null);
      return;
    }
    const parsed = ZNewSchemeField.shape.fieldName.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSave(field, { fieldName: parsed.data }, setError);
  };

  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          setValue(field.fieldName);
          setError(null);
        }
      }}
      error={error !== null}
      helperText={translate(error ?? undefined)}
      sx={{ minWidth: 160 }}
      slotProps={{
        htmlInput: {
          'aria-label': t('roles.manage.nameOf', { position: field.order }),
          maxLength: SCHEME_LIMITS.fieldName,
        },
      }}
    />
  );
}

/** A field's type, saved as soon as another is chosen. Key it by the saved type. */
export function FieldTypeSelect({
  field,
  options,
  onSave,
}: {
  field: TSchemeField;
  options: readonly FieldTypeOption[];
  onSave: TSaveField;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(field.fieldType);
  // A type the options do not hold (not loaded yet, or gone) still shows by its name.
  const shown = options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: field.fieldTypeName, custom: true }];
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onSave(field, { fieldType: event.target.value }, () => setValue(field.fieldType));
      }}
      sx={{ minWidth: 140 }}
      slotProps={{ htmlInput: { 'aria-label': t('roles.manage.typeOf', { name: field.fieldName }) } }}
    >
      {fieldTypeMenuItems(shown, t)}
    </TextField>
  );
}

/**
 * Whether the field is required, saved as soon as it is ticked; disabled while a change of its
 * field is saved. Key it by the saved value.
 */
export function FieldRequiredCheckbox({
  field,
  onSave,
  saving,
}: {
  field: TSchemeField;
  onSave: TSaveField;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(field.isRequired === 'Y');
  return (
    <Checkbox
      checked={checked}
      disabled={saving}
      onChange={(event) => {
        const next = event.target.checked;
        if (onSave(field, { isRequired: next ? 'Y' : 'N' }, () => setChecked(field.isRequired === 'Y')))
          setChecked(next);
      }}
      slotProps={{ input: { 'aria-label': t('roles.manage.requiredOf', { name: field.fieldName }) } }}
    />
  );
}
