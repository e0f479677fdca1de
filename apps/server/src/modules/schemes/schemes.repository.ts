import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { TSchemeEventAction, TSchemeStatus } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { rowUnlessDuplicate } from '../../db/errors';
import { customFieldTypes, orgSchemes, schemeEvents, schemeFields } from '../../db/schema/index';

export type SchemeRow = typeof orgSchemes.$inferSelect;
export type SchemeChanges = Partial<Omit<typeof orgSchemes.$inferInsert, 'id' | 'organisationId'>>;

const live = (organisationId: string) =>
  and(eq(orgSchemes.organisationId, organisationId), isNull(orgSchemes.deletedAt));

/** An organisation's live schemes, newest first; only those of the given statuses when named. */
export async function listSchemes(
  db: DbOrTx,
  organisationId: string,
  statuses?: readonly TSchemeStatus[],
): Promise<SchemeRow[]> {
  return listSchemesOf(db, [organisationId], statuses);
}

/** The live schemes of several organisations in one query, newest first (the console's order). */
export async function listSchemesOf(
  db: DbOrTx,
  organisationIds: readonly string[],
  statuses?: readonly TSchemeStatus[],
): Promise<SchemeRow[]> {
  if (organisationIds.length === 0) return [];
  return db
    .select()
    .from(orgSchemes)
    .where(
      and(
        inArray(orgSchemes.organisationId, [...organisationIds]),
        isNull(orgSchemes.deletedAt),
        statuses ? inArray(orgSchemes.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(desc(orgSchemes.createdAt), desc(orgSchemes.id));
}

/**
 * A live scheme of this organisation, or undefined (another organisation's id finds nothing).
 * With `lock`, the row is locked until the transaction ends, so two changes of one scheme queue.
 */
export async function findScheme(
  db: DbOrTx,
  organisationId: string,
  id: string,
  { lock = false } = {},
): Promise<SchemeRow | undefined> {
  const query = db
    .select()
    .from(orgSchemes)
    .where(and(live(organisationId), eq(orgSchemes.id, id)))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Inserts a scheme; null when a live scheme of the organisation has the name already. */
export async function insertScheme(
  tx: DbOrTx,
  values: typeof orgSchemes.$inferInsert,
): Promise<SchemeRow | null> {
  return rowUnlessDuplicate(tx.insert(orgSchemes).values(values).returning());
}

/** Updates a scheme; null when the new name is taken by another live scheme of the organisation. */
export async function updateScheme(
  tx: DbOrTx,
  id: string,
  changes: SchemeChanges,
): Promise<SchemeRow | null> {
  return rowUnlessDuplicate(
    tx
      .update(orgSchemes)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(orgSchemes.id, id))
      .returning(),
  );
}

/** Whether a live scheme of the organisation has this name (case-insensitive), other than `exceptId`. */
export async function schemeNameTaken(db: DbOrTx, organisationId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: orgSchemes.id })
    .from(orgSchemes)
    .where(
      and(
        live(organisationId),
        sql`lower(${orgSchemes.name}) = lower(${name})`,
        exceptId ? sql`${orgSchemes.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

// ---------------------------------------------------------------------------------------------
// Fields

const fieldColumns = {
  id: schemeFields.id,
  schemeId: schemeFields.schemeId,
  fieldName: schemeFields.fieldName,
  builtinType: schemeFields.builtinType,
  customFieldTypeId: schemeFields.customFieldTypeId,
  customTypeName: customFieldTypes.name,
  customKind: customFieldTypes.kind,
  customOptions: customFieldTypes.options,
  isRequired: schemeFields.isRequired,
  position: schemeFields.position,
};
/** The fields of these schemes with their types, in order. */
export async function listFields(db: DbOrTx, schemeIds: readonly string[]) {
  if (schemeIds.length === 0) return [];
  return db
    .select(fieldColumns)
    .from(schemeFields)
    .leftJoin(customFieldTypes, eq(customFieldTypes.id, schemeFields.customFieldTypeId))
    .where(inArray(schemeFields.schemeId, [...schemeIds]))
    .orderBy(asc(schemeFields.schemeId), asc(schemeFields.position));
}

export async function lastFieldPosition(db: DbOrTx, schemeId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(schemeFields.position) })
    .from(schemeFields)
    .where(eq(schemeFields.schemeId, schemeId));
  return row?.last ?? 0;
}

export async function insertFields(tx: DbOrTx, rows: (typeof schemeFields.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(schemeFields).values(rows);
}

export async function updateField(
  tx: DbOrTx,
  schemeId: string,
  fieldId: string,
  changes: Partial<
    Pick<typeof schemeFields.$inferInsert, 'fieldName' | 'builtinType' | 'customFieldTypeId' | 'isRequired'>
  >,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(schemeFields)
    .set(changes)
    .where(and(eq(schemeFields.schemeId, schemeId), eq(schemeFields.id, fieldId)));
}

export async function deleteFields(tx: DbOrTx, schemeId: string, fieldIds: readonly string[]): Promise<void> {
  await tx
    .delete(schemeFields)
    .where(and(eq(schemeFields.schemeId, schemeId), inArray(schemeFields.id, [...fieldIds])));
}

/** Numbers the scheme's fields 1, 2, 3… in the given order. */
export async function renumberFields(
  tx: DbOrTx,
  schemeId: string,
  orderedIds: readonly string[],
): Promise<void> {
  // Positions are not unique, so one statement per field is enough (no transient clash).
  for (const [index, id] of orderedIds.entries()) {
    await tx
      .update(schemeFields)
      .set({ position: index + 1 })
      .where(and(eq(schemeFields.schemeId, schemeId), eq(schemeFields.id, id)));
  }
}

export type SchemeFieldRow = Awaited<ReturnType<typeof listFields>>[number];

// ---------------------------------------------------------------------------------------------
// History

export async function insertEvents(
  tx: DbOrTx,
  schemeId: string,
  actor: { did: string; name: string },
  events: readonly { action: TSchemeEventAction; detail?: string }[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(schemeEvents).values(
    events.map((event) => ({
      schemeId,
      action: event.action,
      actorDid: actor.did,
      actorName: actor.name,
      detail: event.detail ?? '',
    })),
  );
}

/** A scheme's history, newest first. */
export async function listEvents(db: DbOrTx, schemeId: string) {
  return db
    .select()
    .from(schemeEvents)
    .where(eq(schemeEvents.schemeId, schemeId))
    .orderBy(desc(schemeEvents.seq));
}
