import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { TextFieldProps } from '@mui/material/TextField';
import type { TFieldDefinition, TFieldKind } from '@sigil/core';
import { FormPhoneField } from './form-phone-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

export interface FieldComponentProps {
  field: TFieldDefinition;
  control: Control<FieldValues>;
}

/** What every kind's control takes from the definition: name, label and required marker, full width. */
const bound = ({ field, control }: FieldComponentProps) => ({
  name: field.name,
  control,
  label: field.label,
  required: field.isRequired,
  fullWidth: true,
});

/** A text field for a kind that differs only in the input's props. */
const textKind =
  (input: Partial<TextFieldProps> = {}) =>
  (props: FieldComponentProps) => <FormTextField {...bound(props)} {...input} />;

/** Field kind → the control that edits it (Keycloak admin-ui's dynamic components, for our kinds). */
export const FIELD_COMPONENTS: Record<TFieldKind, ComponentType<FieldComponentProps>> = {
  text: textKind(),
  number: textKind({ slotProps: { htmlInput: { inputMode: 'decimal' } } }),
  date: textKind({ type: 'date', slotProps: { inputLabel: { shrink: true } } }),
  email: textKind({ type: 'email' }),
  phone: (props) => <FormPhoneField {...bound(props)} />,
  did: textKind({
    placeholder: 'did:…:0x…',
    slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'off' } },
  }),
  list: (props) => <FormSelectField {...bound(props)} options={props.field.options ?? []} />,
};
