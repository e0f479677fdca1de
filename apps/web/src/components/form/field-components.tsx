import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { TFieldDefinition, TFieldKind } from '@sigil/core';
import { FormPhoneField } from './form-phone-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

export interface FieldComponentProps {
  field: TFieldDefinition;
  control: Control<FieldValues>;
}

const TextKind = ({ field, control }: FieldComponentProps) => (
  <FormTextField
    name={field.name}
    control={control}
    label={field.label}
    required={field.isRequired}
    fullWidth
  />
);

const NumberKind = ({ field, control }: FieldComponentProps) => (
  <FormTextField
    name={field.name}
    control={control}
    label={field.label}
    required={field.isRequired}
    fullWidth
    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
  />
);

const DateKind = ({ field, control }: FieldComponentProps) => (
  <FormTextField
    name={field.name}
    control={control}
    label={field.label}
    required={field.isRequired}
    fullWidth
    type="date"
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

const EmailKind = ({ field, control }: FieldComponentProps) => (
  <FormTextField
    name={field.name}
    control={control}
    label={field.label}
    required={field.isRequired}
    fullWidth
    type="email"
  />
);

const PhoneKind = ({ field, control }: FieldComponentProps) => (
  <FormPhoneField
    name={field.name}
    control={control}
    label={field.label}
    required={field.isRequired}
    fullWidth
  />
);

const DidKind = ({ field, control }: FieldComponentProps) => (
  <FormTextField
    name={field.name}
    control={control}
    label={field.label}
    required={field.isRequired}
    fullWidth
    placeholder="did:…:0x…"
    slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
  />
);

const ListKind = ({ field, control }: FieldComponentProps) => (
  <FormSelectField
    name={field.name}
    control={control}
    label={field.label}
    required={field.isRequired}
    options={field.options ?? []}
    fullWidth
  />
);

/** Field kind → the control that edits it (Keycloak admin-ui's dynamic components, for our kinds). */
export const FIELD_COMPONENTS: Record<TFieldKind, ComponentType<FieldComponentProps>> = {
  text: TextKind,
  number: NumberKind,
  date: DateKind,
  email: EmailKind,
  phone: PhoneKind,
  did: DidKind,
  list: ListKind,
};
