import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TFieldEntry, TFieldKind } from '@sigil/core';

export interface FieldOfRole {
  name: string;
  kind: TFieldKind;
}

/**
 * The fields of the role in `schemeId`, in the form's order, with each one's kind (its built-in
 * type, or its custom type's kind): a correlated subquery for the select of a query that has the
 * role's id.
 */
export function fieldsOfRole(schemeId: AnyColumn): SQL<FieldOfRole[]> {
  return sql<FieldOfRole[]>`(
    select coalesce(
      jsonb_agg(jsonb_build_object('name', f.field_name, 'kind', coalesce(f.builtin_type, t.kind)) order by f.position),
      '[]'::jsonb)
    from scheme_fields f left join custom_field_types t on t.id = f.custom_field_type_id
    where f.scheme_id = ${schemeId})`;
}

/**
 * Stored values (jsonb keeps no key order) in the role's field order; a value whose field was
 * renamed or removed since comes last, as text.
 */
export function fieldEntries(values: Record<string, string>, fields: readonly FieldOfRole[]): TFieldEntry[] {
  const known = fields
    .filter((field) => field.name in values)
    .map((field) => ({ fieldName: field.name, kind: field.kind, value: values[field.name]! }));
  const named = new Set(fields.map((field) => field.name));
  const rest = Object.entries(values)
    .filter(([name]) => !named.has(name))
    .map(([fieldName, value]) => ({ fieldName, kind: 'text' as const, value }));
  return [...known, ...rest];
}
