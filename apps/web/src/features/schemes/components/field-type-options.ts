import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILTIN_FIELD_TYPES } from '@sigil/core';
import { useCustomFieldTypes } from '../api/get-custom-field-types';

export interface FieldTypeOption {
  /** What a field's fieldType holds: a built-in type's name or a custom type's id. */
  value: string;
  label: string;
  /** One of the organisation's own types, listed under their own heading. */
  custom: boolean;
}

/** The types a role field may have: the built-ins (translated), then the organisation's own by name. */
export function useFieldTypeOptions(organisationDid: string | null): FieldTypeOption[] {
  const { t } = useTranslation();
  const custom = useCustomFieldTypes(organisationDid);
  return useMemo(
    () => [
      ...BUILTIN_FIELD_TYPES.map((type) => ({ value: type, label: t(`roles.kinds.${type}`), custom: false })),
      ...(custom.data ?? []).map((type) => ({ value: type.id, label: type.name, custom: true })),
    ],
    [t, custom.data],
  );
}
