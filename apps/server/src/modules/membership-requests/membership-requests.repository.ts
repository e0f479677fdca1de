import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TMembershipRequestStatus } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { fieldsOfRole } from '../../db/field-entries';
import { containsIgnoringCase } from '../../db/search';
import { membershipRequests, organisations, orgSchemes } from '../../db/schema/index';

export type MembershipRequestRow = Awaited<ReturnType<typeof listMembershipRequests>>[number];
export type MembershipRequestChanges = Partial<
  Pick<
    typeof membershipRequests.$inferInsert,
    'status' | 'checkedByDid' | 'checkedByName' | 'decidedByDid' | 'decidedByName' | 'reason'
  >
> & { checked?: true; decided?: true };

/** Inserts a request; null when the account already has one waiting for this role. */
export async function insertMembershipRequest(
  tx: DbOrTx,
  values: typeof membershipRequests.$inferInsert,
): Promise<string | null> {
  const [row] = await tx
    .insert(membershipRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: membershipRequests.id });
  return row?.id ?? null;
}

/** A list of decided requests only (a history) shows the latest decision first. */
const isHistory = (statuses: readonly TMembershipRequestStatus[] | undefined) =>
  statuses !== undefined && statuses.every((status) => status === 'APPROVED' || status === 'REJECTED');

/**
 * Requests with their organisation and role, filtered as asked, in the order the console shows
 * them: the newest request first, or in a history the latest decision first.
 */
export function listMembershipRequests(
  db: DbOrTx,
  filter: {
    id?: string;
    organisationId?: string;
    requesterDid?: string;
    statuses?: readonly TMembershipRequestStatus[];
    orgName?: string;
  },
) {
  return db
    .select({
      id: membershipRequests.id,
      kind: membershipRequests.kind,
      status: membershipRequests.status,
      organisationId: membershipRequests.organisationId,
      organisationDid: organisations.did,
      organisationName: organisations.businessName,
      schemeId: membershipRequests.schemeId,
      schemeName: orgSchemes.name,
      requesterDid: membershipRequests.requesterDid,
      requesterName: membershipRequests.requesterName,
      fieldValues: membershipRequests.fieldValues,
      fields: fieldsOfRole(membershipRequests.schemeId),
      createdByDid: membershipRequests.createdByDid,
      createdByName: membershipRequests.createdByName,
      checkedByDid: membershipRequests.checkedByDid,
      checkedByName: membershipRequests.checkedByName,
      checkedAt: membershipRequests.checkedAt,
      decidedByDid: membershipRequests.decidedByDid,
      decidedByName: membershipRequests.decidedByName,
      decidedAt: membershipRequests.decidedAt,
      reason: membershipRequests.reason,
      createdAt: membershipRequests.createdAt,
    })
    .from(membershipRequests)
    .innerJoin(organisations, eq(organisations.id, membershipRequests.organisationId))
    .innerJoin(orgSchemes, eq(orgSchemes.id, membershipRequests.schemeId))
    .where(
      and(
        filter.id ? eq(membershipRequests.id, filter.id) : undefined,
        filter.organisationId ? eq(membershipRequests.organisationId, filter.organisationId) : undefined,
        filter.requesterDid ? eq(membershipRequests.requesterDid, filter.requesterDid) : undefined,
        filter.statuses ? inArray(membershipRequests.status, [...filter.statuses]) : undefined,
        filter.orgName ? containsIgnoringCase(organisations.businessName, filter.orgName) : undefined,
      ),
    )
    .orderBy(
      ...(isHistory(filter.statuses) ? [desc(membershipRequests.decidedAt)] : []),
      desc(membershipRequests.createdAt),
      desc(membershipRequests.id),
    );
}

/** One request, locked until the transaction ends so two decisions on it queue. */
export async function lockMembershipRequest(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .select({ id: membershipRequests.id })
    .from(membershipRequests)
    .where(eq(membershipRequests.id, id))
    .for('update');
}

/** Rejects every waiting request of an organisation (its deactivation), with the reason; how many. */
export async function rejectWaitingRequestsOf(
  tx: DbOrTx,
  organisationId: string,
  decision: { decidedByDid: string; reason: string },
): Promise<number> {
  const rows = await tx
    .update(membershipRequests)
    .set({ status: 'REJECTED', ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(membershipRequests.organisationId, organisationId),
        inArray(membershipRequests.status, ['SENT', 'CHECKED']),
      ),
    )
    .returning({ id: membershipRequests.id });
  return rows.length;
}

/** Moves a request on from `from`; false when it was no longer in that status. */
export async function updateMembershipRequest(
  tx: DbOrTx,
  id: string,
  from: TMembershipRequestStatus,
  { checked, decided, ...changes }: MembershipRequestChanges,
): Promise<boolean> {
  const updated = await tx
    .update(membershipRequests)
    .set({
      ...changes,
      ...(checked ? { checkedAt: sql`now()` } : {}),
      ...(decided ? { decidedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(membershipRequests.id, id), eq(membershipRequests.status, from)))
    .returning({ id: membershipRequests.id });
  return updated.length === 1;
}
