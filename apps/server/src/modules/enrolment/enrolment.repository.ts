import { and, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TInvitationStatus } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { containsIgnoringCase } from '../../db/search';
import { enrolmentRequests } from '../../db/schema/index';

export type EnrolmentRow = typeof enrolmentRequests.$inferSelect;
export type DuplicateField = 'orgName' | 'orgRegNumber';

/** Pending (INVITED) and approved (ACCEPTED) requests block the same name or registration number. */
const OPEN_STATUSES: TInvitationStatus[] = ['INVITED', 'ACCEPTED'];

/** The partial unique indexes of db/schema/organisations.ts, by the field they guard. */
const UNIQUE_INDEX_FIELDS: Record<string, DuplicateField> = {
  enrolment_requests_open_name_uq: 'orgName',
  enrolment_requests_open_reg_uq: 'orgRegNumber',
};

const sameText = (column: AnyColumn, value: string): SQL =>
  sql`lower(trim(${column})) = lower(${value.trim()})`;

/** Which field an open request already uses (the name is reported first), or null. */
export async function findOpenDuplicate(
  db: DbOrTx,
  candidate: { orgName: string; orgRegNumber: string },
): Promise<DuplicateField | null> {
  const rows = await db
    .select({ nameTaken: sameText(enrolmentRequests.orgName, candidate.orgName).mapWith(Boolean) })
    .from(enrolmentRequests)
    .where(
      and(
        inArray(enrolmentRequests.status, OPEN_STATUSES),
        or(
          sameText(enrolmentRequests.orgName, candidate.orgName),
          sameText(enrolmentRequests.orgRegNumber, candidate.orgRegNumber),
        ),
      ),
    )
    .limit(2);
  if (rows.length === 0) return null;
  return rows.some((row) => row.nameTaken) ? 'orgName' : 'orgRegNumber';
}

/**
 * Inserts a new pending request. A concurrent duplicate that slipped past findOpenDuplicate is
 * caught by the partial unique indexes and reported as such (the transaction is then aborted).
 */
export async function insertEnrolmentRequest(
  tx: DbOrTx,
  values: typeof enrolmentRequests.$inferInsert,
): Promise<{ row: EnrolmentRow } | { duplicate: DuplicateField }> {
  try {
    const [row] = await tx.insert(enrolmentRequests).values(values).returning();
    return { row: row! };
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === null || !(index in UNIQUE_INDEX_FIELDS)) throw error;
    return { duplicate: UNIQUE_INDEX_FIELDS[index]! };
  }
}

/** Newest first; status exact, orgName a case-insensitive substring. */
export async function listEnrolmentRequests(
  db: DbOrTx,
  filter: { status?: TInvitationStatus; orgName?: string },
): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(enrolmentRequests)
    .where(
      and(
        filter.status ? eq(enrolmentRequests.status, filter.status) : undefined,
        filter.orgName ? containsIgnoringCase(enrolmentRequests.orgName, filter.orgName) : undefined,
      ),
    )
    .orderBy(desc(enrolmentRequests.createdAt), desc(enrolmentRequests.id));
}

/** The status of the newest enrolment request this DID signed up with, or null for none. */
export async function latestEnrolmentStatusOf(
  db: DbOrTx,
  requesterDid: string,
): Promise<TInvitationStatus | null> {
  const [row] = await db
    .select({ status: enrolmentRequests.status })
    .from(enrolmentRequests)
    .where(eq(enrolmentRequests.requesterDid, requesterDid))
    .orderBy(desc(enrolmentRequests.createdAt))
    .limit(1);
  return (row?.status as TInvitationStatus | undefined) ?? null;
}

export async function findEnrolmentRequest(db: DbOrTx, id: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db.select().from(enrolmentRequests).where(eq(enrolmentRequests.id, id)).limit(1);
  return row;
}

/**
 * INVITED → ACCEPTED | REJECTED, only from INVITED: of two concurrent decisions one updates the
 * row, the other (waiting on its lock, then re-reading it) finds it decided and gets undefined.
 */
export async function decideEnrolmentRequest(
  tx: DbOrTx,
  id: string,
  decision: { status: 'ACCEPTED' | 'REJECTED'; decidedByDid: string },
): Promise<EnrolmentRow | undefined> {
  const [row] = await tx
    .update(enrolmentRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(enrolmentRequests.id, id), eq(enrolmentRequests.status, 'INVITED')))
    .returning();
  return row;
}

export async function setOrganisationDid(
  tx: DbOrTx,
  id: string,
  organisationDid: string,
): Promise<EnrolmentRow> {
  const [row] = await tx
    .update(enrolmentRequests)
    .set({ organisationDid })
    .where(eq(enrolmentRequests.id, id))
    .returning();
  return row!;
}
