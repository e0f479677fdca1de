import { and, desc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accreditations, organisations, registryKeys } from '../../db/schema/index';

export type AccreditationRow = typeof accreditations.$inferSelect;

/** Inserts an accreditation at its status list position; false when the position is taken. */
export async function insertAccreditationAt(
  tx: DbOrTx,
  values: typeof accreditations.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(accreditations)
    .values(values)
    .onConflictDoNothing({ target: accreditations.statusListIndex })
    .returning({ id: accreditations.id });
  return inserted.length === 1;
}

/** The organisation's live accreditation (at most one is), or undefined. */
export async function findLiveAccreditation(
  db: DbOrTx,
  organisationId: string,
): Promise<AccreditationRow | undefined> {
  const [row] = await db
    .select()
    .from(accreditations)
    .where(and(eq(accreditations.organisationId, organisationId), isNull(accreditations.revokedAt)))
    .orderBy(desc(accreditations.issuedAt))
    .limit(1);
  return row;
}

/** The live accreditation of the organisation with this DID, or undefined. */
export async function findLiveAccreditationOf(
  db: DbOrTx,
  did: string,
): Promise<AccreditationRow | undefined> {
  const [row] = await db
    .select({ accreditation: accreditations })
    .from(accreditations)
    .innerJoin(organisations, eq(organisations.id, accreditations.organisationId))
    .where(and(eq(organisations.did, did), isNull(accreditations.revokedAt)))
    .orderBy(desc(accreditations.issuedAt))
    .limit(1);
  return row?.accreditation;
}

export async function findAccreditation(db: DbOrTx, id: string): Promise<AccreditationRow | undefined> {
  const [row] = await db.select().from(accreditations).where(eq(accreditations.id, id)).limit(1);
  return row;
}

/** Revokes the organisation's live accreditation; whether there was one. */
export async function revokeAccreditationsOf(tx: DbOrTx, organisationId: string): Promise<boolean> {
  const rows = await tx
    .update(accreditations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accreditations.organisationId, organisationId), isNull(accreditations.revokedAt)))
    .returning({ id: accreditations.id });
  return rows.length > 0;
}

/** The registry's status list positions that are revoked. */
export async function revokedAccreditationIndexes(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ index: accreditations.statusListIndex })
    .from(accreditations)
    .where(isNotNull(accreditations.revokedAt));
  return rows.map((row) => row.index);
}

/** Active organisations with no live accreditation (those approved before accreditations existed). */
export function unaccreditedActiveOrganisations(db: DbOrTx) {
  return db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.status, 'ACTIVE'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(accreditations)
            .where(
              and(eq(accreditations.organisationId, organisations.id), isNull(accreditations.revokedAt)),
            ),
        ),
      ),
    );
}

/** Holds the organisation's row until the transaction ends; its status then. */
export async function lockOrganisation(tx: DbOrTx, organisationId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: organisations.status })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  return row?.status;
}

/** Stores the registry's key unless one is stored; whether this one was. */
export async function insertRegistryKeyIfNone(
  tx: DbOrTx,
  key: { did: string; encryptedKey: string },
): Promise<boolean> {
  const created = await tx
    .insert(registryKeys)
    .values(key)
    .onConflictDoNothing({ target: registryKeys.id })
    .returning({ did: registryKeys.did });
  return created.length === 1;
}

export async function readRegistryKey(db: DbOrTx): Promise<{ did: string; encryptedKey: string }> {
  const [row] = await db
    .select({ did: registryKeys.did, encryptedKey: registryKeys.encryptedKey })
    .from(registryKeys)
    .where(eq(registryKeys.id, 'registry'));
  return row!;
}
