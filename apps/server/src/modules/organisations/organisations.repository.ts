import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsIgnoringCase } from '../../db/search';
import { organisationLogos, organisations } from '../../db/schema/index';

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

/** Changes an organisation's details; the changed row. */
export async function updateOrganisationDetails(
  db: DbOrTx,
  id: string,
  details: Pick<
    typeof organisations.$inferInsert,
    | 'businessName'
    | 'accountName'
    | 'email'
    | 'contactNumber'
    | 'corporateWebsite'
    | 'mailingAddress1'
    | 'mailingAddress2'
  >,
): Promise<OrganisationRow> {
  const [row] = await db
    .update(organisations)
    .set({ ...details, updatedAt: sql`now()` })
    .where(eq(organisations.id, id))
    .returning();
  return row!;
}

/** Replaces an organisation's account features; the changed row. */
export async function updateOrganisationFeatures(
  db: DbOrTx,
  id: string,
  features: string[],
): Promise<OrganisationRow> {
  const [row] = await db
    .update(organisations)
    .set({ features, updatedAt: sql`now()` })
    .where(eq(organisations.id, id))
    .returning();
  return row!;
}

/** Stores an organisation's logo (replacing the one it had) and points the organisation at it. */
export async function saveLogo(
  tx: DbOrTx,
  organisationId: string,
  logo: { contentType: string; data: string; url: string },
): Promise<void> {
  await tx
    .insert(organisationLogos)
    .values({ organisationId, contentType: logo.contentType, data: logo.data })
    .onConflictDoUpdate({
      target: organisationLogos.organisationId,
      set: { contentType: logo.contentType, data: logo.data, updatedAt: sql`now()` },
    });
  await tx
    .update(organisations)
    .set({ logo: logo.url, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}

/** A live organisation's logo by its DID. */
export async function findLogo(
  db: DbOrTx,
  did: string,
): Promise<{ contentType: string; data: string } | undefined> {
  const [row] = await db
    .select({ contentType: organisationLogos.contentType, data: organisationLogos.data })
    .from(organisationLogos)
    .innerJoin(organisations, eq(organisations.id, organisationLogos.organisationId))
    .where(and(eq(organisations.did, did), isNull(organisations.deletedAt)))
    .limit(1);
  return row;
}
