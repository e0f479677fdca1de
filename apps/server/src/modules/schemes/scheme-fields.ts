import {
  isBuiltinFieldType,
  SCHEME_LIMITS,
  SCHEME_MESSAGES as SM,
  sameFieldName,
  VALIDATION_MESSAGES as M,
  type TNewSchemeField,
  type TSchemeEventAction,
  type TUpdateSchemeFieldRequest,
} from '@sigil/core';
import type { DbOrTx, DbTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { findCustomFieldTypes } from './custom-field-types.repository';
import { toField } from './scheme-presenter';
import {
  deleteFields,
  insertFields,
  lastFieldPosition,
  listFields,
  renumberFields,
  updateField,
  type SchemeRow,
} from './schemes.repository';

/**
 * The changes of a role's form (its fields), each inside SchemesService's `change`: the scheme is
 * locked and the caller may change it. Each returns what it did, for the role's history; nothing
 * done, nothing returned (the version then stays as it is).
 */

/** An entry of a scheme's history, as a change reports it. */
export type SchemeEvent = { action: TSchemeEventAction; detail?: string };

/** A field's type as stored: a built-in type or one of the organisation's custom types. */
type StoredFieldType =
  { builtinType: string; customFieldTypeId: null } | { builtinType: null; customFieldTypeId: string };

/**
 * Fields added at the end of the form. `fieldsKey` names the list in the request (…/schemes-fields
 * sends several), so that an error points at the field it is about.
 */
export async function insertNewFields(
  tx: DbTx,
  organisationId: string,
  row: SchemeRow,
  fields: TNewSchemeField[],
  fieldsKey?: string,
): Promise<SchemeEvent[]> {
  const key = (index: number, name: string) => (fieldsKey ? `${fieldsKey}.${index}.${name}` : name);
  const existing = await listFields(tx, [row.id]);
  if (existing.length + fields.length > SCHEME_LIMITS.fields)
    throw badRequest(M.tooManyFields, { [fieldsKey ?? 'fieldName']: M.tooManyFields });
  fields.forEach((field, index) => {
    if (existing.some((f) => sameFieldName(f.fieldName, field.fieldName))) {
      throw badRequest(SM.duplicateFieldName, { [key(index, 'fieldName')]: SM.duplicateFieldName });
    }
  });
  const types = await storedTypes(
    tx,
    organisationId,
    fields.map((f) => f.fieldType),
    (index) => key(index, 'fieldType'),
  );
  const first = (await lastFieldPosition(tx, row.id)) + 1;
  await insertFields(
    tx,
    fields.map((field, index) => ({
      schemeId: row.id,
      fieldName: field.fieldName,
      isRequired: field.isRequired ?? 'N',
      position: first + index,
      ...types[index]!,
    })),
  );
  return fields.map((field) => ({ action: 'FIELD_ADDED', detail: field.fieldName }));
}

/** One field's name, type, required flag or place in the form, as the patch says. */
export async function changeField(
  tx: DbTx,
  organisationId: string,
  row: SchemeRow,
  fieldId: string,
  patch: TUpdateSchemeFieldRequest,
): Promise<SchemeEvent[]> {
  const current = (await listFields(tx, [row.id])).map(toField);
  const field = current.find((f) => f.id === fieldId);
  if (!field) throw notFound(SM.fieldNotFound);
  const changes: Parameters<typeof updateField>[3] = {};
  const said: string[] = [];
  if (patch.fieldName !== undefined && patch.fieldName !== field.fieldName) {
    if (current.some((f) => f.id !== fieldId && sameFieldName(f.fieldName, patch.fieldName!))) {
      throw badRequest(SM.duplicateFieldName, { fieldName: SM.duplicateFieldName });
    }
    changes.fieldName = patch.fieldName;
    said.push(`${field.fieldName} → ${patch.fieldName}`);
  }
  if (patch.fieldType !== undefined && patch.fieldType !== field.fieldType) {
    const [type] = await storedTypes(tx, organisationId, [patch.fieldType], () => 'fieldType');
    Object.assign(changes, type);
    said.push(`${changes.fieldName ?? field.fieldName}: type`);
  }
  if (patch.isRequired !== undefined && patch.isRequired !== field.isRequired) {
    changes.isRequired = patch.isRequired;
    said.push(
      `${changes.fieldName ?? field.fieldName}: ${patch.isRequired === 'Y' ? 'required' : 'optional'}`,
    );
  }
  await updateField(tx, row.id, fieldId, changes);
  if (patch.order !== undefined && patch.order !== field.order) {
    const others = current.filter((f) => f.id !== fieldId).map((f) => f.id);
    const at = Math.min(Math.max(patch.order, 1), current.length) - 1;
    await renumberFields(tx, row.id, [...others.slice(0, at), fieldId, ...others.slice(at)]);
    said.push(`${changes.fieldName ?? field.fieldName}: position ${field.order} → ${at + 1}`);
  }
  return said.length ? [{ action: 'FIELD_CHANGED', detail: said.join('; ') }] : [];
}

/** Fields taken out of the form; the rest close up. All or nothing: an unknown id refuses the lot. */
export async function removeFieldsOf(
  tx: DbTx,
  row: SchemeRow,
  fieldIds: readonly string[],
): Promise<SchemeEvent[]> {
  const current = (await listFields(tx, [row.id])).map(toField);
  const removed = current.filter((f) => fieldIds.includes(f.id));
  if (removed.length !== new Set(fieldIds).size) throw notFound(SM.fieldNotFound);
  await deleteFields(tx, row.id, fieldIds);
  await renumberFields(
    tx,
    row.id,
    current.filter((f) => !fieldIds.includes(f.id)).map((f) => f.id),
  );
  return removed.map((f): SchemeEvent => ({ action: 'FIELD_REMOVED', detail: f.fieldName }));
}

/** Each field type named as stored: a built-in type, or a live custom type of the organisation. */
async function storedTypes(
  db: DbOrTx,
  organisationId: string,
  fieldTypes: readonly string[],
  keyOf: (index: number) => string,
): Promise<StoredFieldType[]> {
  const customIds = fieldTypes.filter((type) => !isBuiltinFieldType(type));
  const found = new Set(
    (await findCustomFieldTypes(db, organisationId, customIds.filter(isUuid))).map((t) => t.id),
  );
  return fieldTypes.map((type, index) => {
    if (isBuiltinFieldType(type)) return { builtinType: type, customFieldTypeId: null };
    if (!found.has(type)) throw badRequest(SM.unknownFieldType, { [keyOf(index)]: SM.unknownFieldType });
    return { builtinType: null, customFieldTypeId: type };
  });
}
