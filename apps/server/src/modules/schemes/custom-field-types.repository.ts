import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowUnlessDuplicate } from '../../db/errors';
import { customFieldTypes, orgSchemes, schemeFields } from '../../db/schema/index';

export type CustomFieldTypeRow = typeof customFieldTypes.$inferSelect;

const live = (organisationId: string) =>
  and(eq(customFieldTypes.organisationId, organisationId), isNull(customFieldTypes.deletedAt));

/** An organisation's live custom field types, oldest first. */
export async function listCustomFieldTypes(
  db: DbOrTx,
  organisationId: string,
): Promise<CustomFieldTypeRow[]> {
  return db
    .select()
    .from(customFieldTypes)
    .where(live(organisationId))
    .orderBy(asc(customFieldTypes.createdAt), asc(customFieldTypes.id));
}

/** Live custom field types of this organisation among these ids (another organisation's ids find nothing). */
export async function findCustomFieldTypes(
  db: DbOrTx,
  organisationId: string,
  ids: readonly string[],
  { lock = false } = {},
): Promise<CustomFieldTypeRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(customFieldTypes)
    .where(and(live(organisationId), inArray(customFieldTypes.id, [...ids])));
  return lock ? query.for('update') : query;
}

/** How many fields of live schemes use each of these types (unused types are absent). */
export async function countTypeUses(db: DbOrTx, typeIds: readonly string[]): Promise<Map<string, number>> {
  if (typeIds.length === 0) return new Map();
  const rows = await db
    .select({ typeId: schemeFields.customFieldTypeId, uses: count() })
    .from(schemeFields)
    .innerJoin(orgSchemes, eq(orgSchemes.id, schemeFields.schemeId))
    .where(and(inArray(schemeFields.customFieldTypeId, [...typeIds]), isNull(orgSchemes.deletedAt)))
    .groupBy(schemeFields.customFieldTypeId);
  return new Map(rows.map((row) => [row.typeId!, row.uses]));
}

/** Inserts a type; null when a live type of the organisation has the name already. */
export async function insertCustomFieldType(
  tx: DbOrTx,
  values: typeof customFieldTypes.$inferInsert,
): Promise<CustomFieldTypeRow | null> {
  return rowUnlessDuplicate(tx.insert(customFieldTypes).values(values).returning());
}

/** Updates a type; null when the new name is taken by another live type of the organisation. */
export async function updateCustomFieldType(
  tx: DbOrTx,
  id: string,
  changes: Pick<typeof customFieldTypes.$inferInsert, 'name' | 'kind' | 'options'>,
): Promise<CustomFieldTypeRow | null> {
  return rowUnlessDuplicate(
    tx
      .update(customFieldTypes)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(customFieldTypes.id, id))
      .returning(),
  );
}

/** Removes types from every list; the rows stay for the fields of removed schemes that name them. */
export async function removeCustomFieldTypes(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  await tx
    .update(customFieldTypes)
    .set({ deletedAt: sql`now()` })
    .where(inArray(customFieldTypes.id, [...ids]));
}
