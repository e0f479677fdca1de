import { z } from 'zod';
import {
  fieldsToZod,
  isDid,
  schemeFieldDefinitions,
  VALIDATION_MESSAGES as M,
  ZText,
  type TFieldDefinition,
  type TScheme,
} from '@sigil/core';

/**
 * A role's fields as the form holds them. A field's name is free text (it may hold dots, which
 * react-hook-form reads as a path), so the form keys each value by its position (`f0`, `f1`…) and
 * names the field by its label; the request maps them back to the fields' names.
 */
export interface KeyedField {
  /** The form's key of the value, under `values`. */
  key: string;
  /** The role's field, as fieldsToZod and the server take it (its name is the field's name). */
  definition: TFieldDefinition;
}

export function keyedFieldsOf(role: TScheme | undefined): KeyedField[] {
  return schemeFieldDefinitions(role?.fields ?? []).map((definition, index) => ({
    key: `f${index}`,
    definition,
  }));
}

/**
 * The form's validator for the chosen role: a role, a DID (spec §5 'DID is required', 'Invalid DID
 * format') and the role's values by the same fieldsToZod the server checks them with.
 */
export function enrolFormSchema(fields: readonly KeyedField[], didMethod: string) {
  return z.object({
    schemeId: ZText({ error: M.roleRequired }).trim().min(1, M.roleRequired),
    accountDid: ZText({ error: M.didRequired })
      .trim()
      .min(1, { error: M.didRequired, abort: true })
      .refine((did) => isDid(did, didMethod), M.didInvalid),
    values: fieldsToZod(
      fields.map(({ key, definition }) => ({ ...definition, name: key })),
      didMethod,
    ),
  });
}

/** What the form holds: the role, the account's DID and the role's values by key (text as typed). */
export type TEnrolForm = z.input<ReturnType<typeof enrolFormSchema>>;
export type TEnrolFormOutput = z.output<ReturnType<typeof enrolFormSchema>>;

export const EMPTY_ENROL_FORM: TEnrolForm = { schemeId: '', accountDid: '', values: {} };

export const emptyValuesOf = (fields: readonly KeyedField[]): Record<string, string> =>
  Object.fromEntries(fields.map(({ key }) => [key, '']));

/** The parsed values by the fields' own names, blanks of optional fields left out. */
export function valuesByFieldName(
  fields: readonly KeyedField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter(({ key }) => values[key] !== undefined)
      .map(({ key, definition }) => [definition.name, values[key]]),
  );
}

/**
 * The form's field for a field the server names in a refusal: the DID, the role, or a value by its
 * field's name (`values.<name>` or the bare name). Null: not a field of this form.
 */
export function formFieldOf(
  fields: readonly KeyedField[],
  serverName: string,
): 'schemeId' | 'accountDid' | `values.${string}` | null {
  if (serverName === 'schemeId' || serverName === 'accountDid') return serverName;
  const name = serverName.startsWith('values.') ? serverName.slice('values.'.length) : serverName;
  const field = fields.find(({ definition }) => definition.name === name);
  return field ? `values.${field.key}` : null;
}
