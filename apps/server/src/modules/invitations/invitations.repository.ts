import { and, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TInvitationLifecycle, TInvitationType } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { invitations, members, membershipRoles, organisations, orgSchemes } from '../../db/schema/index';

export type InvitationInsert = typeof invitations.$inferInsert;

/** An invitation with what its views need: its organisation, and its role's name and state. */
const invitationColumns = {
  invitationCode: invitations.invitationCode,
  organisationId: invitations.organisationId,
  organisationDid: organisations.did,
  organisationName: organisations.businessName,
  invitationType: invitations.invitationType,
  invitedByDid: invitations.invitedByDid,
  inviterMemberId: invitations.inviterMemberId,
  invitorName: invitations.invitorName,
  inviteeName: invitations.inviteeName,
  inviteeEmail: invitations.inviteeEmail,
  inviteeDid: invitations.inviteeDid,
  roleCode: invitations.roleCode,
  schemeId: invitations.schemeId,
  roleName: sql<string>`coalesce(${membershipRoles.paramName}, ${orgSchemes.name}, '')`,
  /** For a custom role: whether it is still approved (an inactive role cannot be joined). */
  schemeStatus: orgSchemes.status,
  schemeDeletedAt: orgSchemes.deletedAt,
  status: invitations.status,
  acceptedDate: invitations.acceptedDate,
  createdDate: invitations.createdDate,
  expiresAt: invitations.expiresAt,
};
function selectInvitations(db: DbOrTx) {
  return db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
    .leftJoin(membershipRoles, eq(membershipRoles.paramCode, invitations.roleCode))
    .leftJoin(orgSchemes, eq(orgSchemes.id, invitations.schemeId));
}

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];

const notCancelled = ne(invitations.status, 'CANCELLED');

/** An organisation's invitations of one type (cancelled ones are gone from view), newest first. */
export async function listSentInvitations(
  db: DbOrTx,
  organisationId: string,
  type: TInvitationType,
): Promise<InvitationRow[]> {
  return runPrepared(
    db,
    'invitations.sent',
    (db) =>
      selectInvitations(db)
        .where(
          and(
            eq(invitations.organisationId, sql.placeholder('organisationId')),
            eq(invitations.invitationType, sql.placeholder('type')),
            notCancelled,
          ),
        )
        .orderBy(desc(invitations.createdDate), desc(invitations.invitationCode)),
    { organisationId, type },
  );
}

/** One invitation by its code, whatever its state; `lock` holds the row until the transaction ends. */
export async function findInvitation(
  db: DbOrTx,
  code: string,
  { lock = false } = {},
): Promise<InvitationRow | undefined> {
  const query = selectInvitations(db).where(eq(invitations.invitationCode, code)).limit(1);
  const [row] = await (lock ? query.for('update', { of: invitations }) : query);
  return row;
}

/** The e-mail invitations bound to a DID that still wait for its answer (not past their expiry). */
export async function listPendingFor(db: DbOrTx, did: string): Promise<InvitationRow[]> {
  return runPrepared(
    db,
    'invitations.pending-for',
    (db) =>
      selectInvitations(db)
        .where(
          and(
            eq(invitations.inviteeDid, sql.placeholder('did')),
            eq(invitations.status, 'INVITED'),
            gt(invitations.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(invitations.createdDate)),
    { did },
  );
}

/** Machine User invitations of every organisation (the provider's queue), newest first. */
export async function listMachineUserInvitations(
  db: DbOrTx,
  machineUserCode: string,
  filter: { statuses?: readonly TInvitationLifecycle[]; orgName?: string; expired?: boolean },
): Promise<InvitationRow[]> {
  const conditions: (SQL | undefined)[] = [eq(invitations.roleCode, machineUserCode), notCancelled];
  if (filter.statuses) conditions.push(inArray(invitations.status, [...filter.statuses]));
  if (filter.orgName) conditions.push(ilike(organisations.businessName, `%${escapeLike(filter.orgName)}%`));
  if (filter.expired !== undefined) {
    conditions.push(
      filter.expired ? sql`${invitations.expiresAt} <= now()` : gt(invitations.expiresAt, sql`now()`),
    );
  }
  return selectInvitations(db)
    .where(and(...conditions))
    .orderBy(desc(invitations.createdDate), desc(invitations.invitationCode));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertInvitation(tx: DbOrTx, values: InvitationInsert): Promise<void> {
  await tx.insert(invitations).values(values);
}

/** Binds a waiting invitation to a DID; false when it is bound to another DID already. */
export async function bindInvitee(tx: DbOrTx, code: string, did: string): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ inviteeDid: did })
    .where(
      and(
        eq(invitations.invitationCode, code),
        or(isNull(invitations.inviteeDid), eq(invitations.inviteeDid, did)),
      ),
    )
    .returning({ code: invitations.invitationCode });
  return rows.length === 1;
}

/** Moves a waiting invitation to its end state; false when it was not waiting any more. */
export async function closeInvitation(
  tx: DbOrTx,
  code: string,
  status: Exclude<TInvitationLifecycle, 'INVITED'>,
): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ status, acceptedDate: status === 'CANCELLED' ? null : sql`now()` })
    .where(and(eq(invitations.invitationCode, code), eq(invitations.status, 'INVITED')))
    .returning({ code: invitations.invitationCode });
  return rows.length === 1;
}

/** Cancels every waiting invitation of an organisation (its deactivation); how many. */
export async function cancelInvitationsOf(tx: DbOrTx, organisationId: string): Promise<number> {
  const rows = await tx
    .update(invitations)
    .set({ status: 'CANCELLED', acceptedDate: null })
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.status, 'INVITED')))
    .returning({ code: invitations.invitationCode });
  return rows.length;
}

/**
 * Gives a waiting invitation a new code and a new expiry (a resend): the old code stops working.
 * An e-mail invitation is unbound again, so the new link may be opened by the right person.
 */
export async function renewInvitation(
  tx: DbOrTx,
  code: string,
  renewal: { newCode: string; expiresAt: Date; unbind: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({
      invitationCode: renewal.newCode,
      expiresAt: renewal.expiresAt,
      createdDate: sql`now()`,
      ...(renewal.unbind ? { inviteeDid: null } : {}),
    })
    .where(and(eq(invitations.invitationCode, code), eq(invitations.status, 'INVITED')))
    .returning({ code: invitations.invitationCode });
  return rows.length === 1;
}

/**
 * Whether the organisation already waits for an answer to an invitation of this e-mail or DID
 * (to this role, when one is named), not past its expiry.
 */
export async function hasPendingInvitation(
  db: DbOrTx,
  organisationId: string,
  invitee: { email?: string; did?: string },
  role?: { roleCode: string | null; schemeId: string | null },
): Promise<boolean> {
  const who = invitee.did
    ? eq(invitations.inviteeDid, invitee.did)
    : sql`lower(${invitations.inviteeEmail}) = ${invitee.email ?? ''}`;
  const roleMatch = role
    ? role.schemeId
      ? eq(invitations.schemeId, role.schemeId)
      : eq(invitations.roleCode, role.roleCode ?? '')
    : undefined;
  const [row] = await db
    .select({ code: invitations.invitationCode })
    .from(invitations)
    .where(
      and(
        eq(invitations.organisationId, organisationId),
        eq(invitations.status, 'INVITED'),
        gt(invitations.expiresAt, sql`now()`),
        who,
        roleMatch,
      ),
    )
    .limit(1);
  return !!row;
}

/** Whether a live member of the organisation has this e-mail. */
export async function hasMemberWithEmail(
  db: DbOrTx,
  organisationId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organisationId, organisationId),
        isNull(members.deletedAt),
        sql`lower(${members.email}) = ${email}`,
      ),
    )
    .limit(1);
  return !!row;
}
