import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TQuickContactInput } from '@sigil/core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rowUnlessDuplicate } from '../../db/errors';
import { quickContacts } from '../../db/schema/index';

export type ContactRow = typeof quickContacts.$inferSelect;

const ownedBy = (ownerDid: string, id: string) =>
  and(eq(quickContacts.id, id), eq(quickContacts.ownerDid, ownerDid));

/** A person's contacts, by name. */
export async function listContacts(db: DbOrTx, ownerDid: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(quickContacts)
    .where(eq(quickContacts.ownerDid, ownerDid))
    .orderBy(asc(sql`lower(${quickContacts.name})`), asc(quickContacts.id));
}

/** One of the owner's contacts; another person's id finds nothing. */
export async function findContact(db: DbOrTx, ownerDid: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(quickContacts).where(ownedBy(ownerDid, id));
  return row;
}

/**
 * Adds the owner's contacts by DID, or merges into the one they have: the name is replaced, the
 * other fields only by a value that is not blank. `inserted` tells a new row from a merged one.
 */
export async function upsertContacts(
  tx: DbOrTx,
  ownerDid: string,
  inputs: readonly TQuickContactInput[],
): Promise<Array<ContactRow & { inserted: boolean }>> {
  if (inputs.length === 0) return [];
  const keepUnlessGiven = (column: AnyPgColumn) =>
    sql`coalesce(nullif(excluded.${sql.identifier(column.name)}, ''), ${column})`;
  return tx
    .insert(quickContacts)
    .values(inputs.map((input) => ({ ownerDid, ...input })))
    .onConflictDoUpdate({
      target: [quickContacts.ownerDid, quickContacts.did],
      set: {
        name: sql`excluded.name`,
        email: keepUnlessGiven(quickContacts.email),
        organisation: keepUnlessGiven(quickContacts.organisation),
        note: keepUnlessGiven(quickContacts.note),
        updatedAt: sql`now()`,
      },
    })
    .returning({ ...getTableColumns(quickContacts), inserted: sql<boolean>`(xmax = 0)` });
}

/** Inserts a contact; null when the owner has a contact with this DID already. */
export function insertContact(
  db: DbOrTx,
  ownerDid: string,
  input: TQuickContactInput,
): Promise<ContactRow | null> {
  return rowUnlessDuplicate(
    db
      .insert(quickContacts)
      .values({ ownerDid, ...input })
      .returning(),
  );
}

/**
 * Changes one of the owner's contacts: undefined when they have none with this id, null when the
 * new DID is that of another contact of theirs.
 */
export async function updateContact(
  db: DbOrTx,
  ownerDid: string,
  id: string,
  input: TQuickContactInput,
): Promise<ContactRow | null | undefined> {
  const statement = db
    .update(quickContacts)
    .set({ ...input, updatedAt: sql`now()` })
    .where(ownedBy(ownerDid, id))
    .returning();
  const row = await rowUnlessDuplicate(statement);
  return row === null ? null : (row ?? undefined);
}

export async function deleteContact(db: DbOrTx, ownerDid: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(quickContacts)
    .where(ownedBy(ownerDid, id))
    .returning({ id: quickContacts.id });
  return rows.length > 0;
}
