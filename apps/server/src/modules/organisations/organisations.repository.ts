import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsIgnoringCase } from '../../db/search';
import { organisations } from '../../db/schema/index';

export type OrganisationRow = typeof organisations.$inferSelect;

/** Live organisations, oldest first; optionally one DID and/or a name filter. */
export async function listOrganisations(
  db: DbOrTx,
  filter: { did?: string; orgName?: string },
): Promise<OrganisationRow[]> {
  return db
    .select()
    .from(organisations)
    .where(
      and(
        isNull(organisations.deletedAt),
        filter.did ? eq(organisations.did, filter.did) : undefined,
        filter.orgName ? containsIgnoringCase(organisations.businessName, filter.orgName) : undefined,
      ),
    )
    .orderBy(asc(organisations.createdAt), asc(organisations.id));
}

export async function findOrganisationByDid(db: DbOrTx, did: string): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.did, did), isNull(organisations.deletedAt)))
    .limit(1);
  return row;
}

export async function findOrganisationById(db: DbOrTx, id: string): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, id), isNull(organisations.deletedAt)))
    .limit(1);
  return row;
}

export async function insertOrganisation(
  tx: DbOrTx,
  values: typeof organisations.$inferInsert,
): Promise<OrganisationRow> {
  const [row] = await tx.insert(organisations).values(values).returning();
  return row!;
}
