import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TOrganisationStatus } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { containsIgnoringCase } from '../../db/search';
import { organisationLogos, organisations } from '../../db/schema/index';

export type OrganisationRow = typeof organisations.$inferSelect;

/**
 * Live organisations (active or suspended), oldest first; optionally one DID and/or a name filter;
 * with `withDeactivated` the deactivated ones too (the provider's list).
 */
export async function listOrganisations(
  db: DbOrTx,
  filter: { did?: string; orgName?: string; withDeactivated?: boolean },
): Promise<OrganisationRow[]> {
  return db
    .select()
    .from(organisations)
    .where(
      and(
        filter.withDeactivated ? undefined : isNull(organisations.deletedAt),
        filter.did ? eq(organisations.did, filter.did) : undefined,
        filter.orgName ? containsIgnoringCase(organisations.businessName, filter.orgName) : undefined,
      ),
    )
    .orderBy(asc(organisations.createdAt), asc(organisations.id));
}

/**
 * A live organisation by its DID; with `withDeactivated` a deactivated one too; with `lock` its row is
 * held until the transaction ends (lifecycle changes of one organisation queue).
 */
export async function findOrganisationByDid(
  db: DbOrTx,
  did: string,
  { withDeactivated = false, lock = false } = {},
): Promise<OrganisationRow | undefined> {
  const query = db
    .select()
    .from(organisations)
    .where(and(eq(organisations.did, did), withDeactivated ? undefined : isNull(organisations.deletedAt)))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Sets an organisation's status; DEACTIVATED also sets deleted_at (it ends). The changed row. */
export async function setOrganisationStatus(
  tx: DbOrTx,
  id: string,
  status: TOrganisationStatus,
): Promise<OrganisationRow> {
  const [row] = await tx
    .update(organisations)
    .set({ status, updatedAt: sql`now()`, ...(status === 'DEACTIVATED' ? { deletedAt: sql`now()` } : {}) })
    .where(eq(organisations.id, id))
    .returning();
  return row!;
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
