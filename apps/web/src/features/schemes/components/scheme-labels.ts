import {
  isBuiltinFieldType,
  schemeActiveStatus,
  type TScheme,
  type TSchemeField,
  type TSchemeStatus,
} from '@sigil/core';
import type { TTranslationKey } from '../../../lib/i18n-keys';

/**
 * A role's status as the lists show it: its activeStatus once it has one (spec §4: Y Active,
 * D UnActive), before approval the step it waits at (Created, Checked).
 */
export function schemeStatusKey(scheme: Pick<TScheme, 'status' | 'activeStatus'>): TTranslationKey {
  const active = scheme.activeStatus ?? schemeActiveStatus(scheme.status);
  return active ? `roles.activeStatus.${active}` : `roles.status.${scheme.status}`;
}

/** The statuses the lists filter by, each with the label the lists show for it. */
export const STATUS_FILTERS: readonly { status: TSchemeStatus; label: TTranslationKey }[] = [
  { status: 'CREATED', label: 'roles.status.CREATED' },
  { status: 'CHECKED', label: 'roles.status.CHECKED' },
  { status: 'APPROVED', label: 'roles.activeStatus.Y' },
  { status: 'DEACTIVATED', label: 'roles.activeStatus.D' },
];

/** A field's type as shown: a built-in type translated, a custom type by its name. */
export function fieldTypeLabel(
  t: (key: TTranslationKey) => string,
  field: Pick<TSchemeField, 'fieldType' | 'fieldTypeName'>,
): string {
  return isBuiltinFieldType(field.fieldType) ? t(`roles.kinds.${field.fieldType}`) : field.fieldTypeName;
}
