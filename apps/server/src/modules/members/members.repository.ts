import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_ACCOUNT_TYPES, type TOrganisationStatus } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { members, membershipRoles, organisations, orgSchemes } from '../../db/schema/index';

/**
 * A membership that may log in: it holds a system role (a custom role grants no console
 * permission, decision 0005), so its role code and type are always set.
 */
export interface MembershipRow {
  membershipId: string;
  memberDid: string;
  /** The member's name in the organisation (as invited or enrolled). */
  memberName: string;
  roleCode: string;
  roleType: string;
  organisationId: string;
  organisationDid: string;
  businessName: string;
  logo: string | null;
  /** The organisation's account features (decision 0009), which the access gate checks. */
  features: string[];
  /** ACTIVE or SUSPENDED (a deactivated organisation has no live membership). */
  organisationStatus: TOrganisationStatus;
}

const membershipColumns = {
  membershipId: members.id,
  memberDid: members.memberDid,
  memberName: members.name,
  roleCode: members.roleCode,
  roleType: membershipRoles.paramName,
  organisationId: organisations.id,
  organisationDid: organisations.did,
  businessName: organisations.businessName,
  logo: organisations.logo,
  features: organisations.features,
  organisationStatus: sql<TOrganisationStatus>`${organisations.status}`,
};

function activeMemberships(db: DbOrTx) {
  return db
    .select({ ...membershipColumns, roleCode: sql<string>`${members.roleCode}` })
    .from(members)
    .innerJoin(organisations, eq(organisations.id, members.organisationId))
    .innerJoin(membershipRoles, eq(membershipRoles.paramCode, members.roleCode));
}

/** The DID's live memberships in an admin role (Admin, UserAdmin, RoleAdmin), oldest first. */
export async function listAdminMemberships(db: DbOrTx, did: string): Promise<MembershipRow[]> {
  return activeMemberships(db)
    .where(
      and(
        eq(members.memberDid, did),
        isNull(members.deletedAt),
        isNull(organisations.deletedAt),
        inArray(membershipRoles.paramName, [...ADMIN_ACCOUNT_TYPES]),
      ),
    )
    .orderBy(asc(members.createdAt));
}

export async function findMembership(db: DbOrTx, membershipId: string): Promise<MembershipRow | undefined> {
  const [row] = await activeMemberships(db)
    .where(and(eq(members.id, membershipId), isNull(members.deletedAt), isNull(organisations.deletedAt)))
    .limit(1);
  return row;
}

export async function insertMember(tx: DbOrTx, values: typeof members.$inferInsert): Promise<string> {
  const [row] = await tx.insert(members).values(values).returning({ id: members.id });
  return row!.id;
}

function selectMembers(db: DbOrTx) {
  return db
    .select({
      membershipId: members.id,
      name: members.name,
      email: members.email,
      memberDid: members.memberDid,
      roleCode: members.roleCode,
      schemeId: members.schemeId,
      roleType: sql<string>`coalesce(${membershipRoles.paramName}, ${orgSchemes.name}, '')`,
      keyUser: members.keyUser,
      createdAt: members.createdAt,
    })
    .from(members)
    .leftJoin(membershipRoles, eq(membershipRoles.paramCode, members.roleCode))
    .leftJoin(orgSchemes, eq(orgSchemes.id, members.schemeId));
}

/**
 * Live members of an organisation with their role's name: a system role's, or their custom role's
 * (scheme), oldest first.
 */
export async function listMembers(db: DbOrTx, organisationId: string) {
  return runPrepared(
    db,
    'members.live',
    (db) =>
      selectMembers(db)
        .where(and(eq(members.organisationId, sql.placeholder('organisationId')), isNull(members.deletedAt)))
        .orderBy(asc(members.createdAt), asc(members.id)),
    { organisationId },
  );
}

/** A live member of the organisation by membership id; `lock` holds the row until the transaction ends. */
export async function findLiveMember(
  db: DbOrTx,
  organisationId: string,
  membershipId: string,
  { lock = false } = {},
) {
  const query = selectMembers(db)
    .where(
      and(
        eq(members.organisationId, organisationId),
        eq(members.id, membershipId),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: members }) : query);
  return row;
}

/** The live Admins of an organisation, locked: two removals of Admins queue, so one always stays. */
export async function lockLiveAdmins(
  tx: DbOrTx,
  organisationId: string,
  adminCode: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organisationId, organisationId),
        eq(members.roleCode, adminCode),
        isNull(members.deletedAt),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

/** Ends every live membership of an organisation (its deactivation); how many ended. */
export async function softDeleteMembersOf(tx: DbOrTx, organisationId: string): Promise<number> {
  const rows = await tx
    .update(members)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(members.organisationId, organisationId), isNull(members.deletedAt)))
    .returning({ id: members.id });
  return rows.length;
}

export async function softDeleteMember(tx: DbOrTx, membershipId: string): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(members.id, membershipId), isNull(members.deletedAt)))
    .returning({ id: members.id });
  return rows.length === 1;
}

export async function updateMember(
  tx: DbOrTx,
  membershipId: string,
  changes: Pick<typeof members.$inferInsert, 'name' | 'email' | 'roleCode' | 'schemeId'>,
): Promise<void> {
  await tx.update(members).set(changes).where(eq(members.id, membershipId));
}

/** Whether the DID holds this role in the organisation (a live membership). */
export async function holdsRole(
  db: DbOrTx,
  organisationId: string,
  did: string,
  role: { roleCode: string | null; schemeId: string | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organisationId, organisationId),
        eq(members.memberDid, did),
        isNull(members.deletedAt),
        role.schemeId ? eq(members.schemeId, role.schemeId) : eq(members.roleCode, role.roleCode ?? ''),
      ),
    )
    .limit(1);
  return !!row;
}

/** How many live members hold each of these custom roles (a role nobody holds is absent). */
export async function countSchemeHolders(
  db: DbOrTx,
  schemeIds: readonly string[],
): Promise<Map<string, number>> {
  if (schemeIds.length === 0) return new Map();
  const rows = await db
    .select({ schemeId: members.schemeId, holders: count() })
    .from(members)
    .where(and(inArray(members.schemeId, [...schemeIds]), isNull(members.deletedAt)))
    .groupBy(members.schemeId);
  return new Map(rows.map((row) => [row.schemeId!, row.holders]));
}

/** A live custom role (scheme) of the organisation with its state, or undefined. */
export async function findCustomRole(db: DbOrTx, organisationId: string, schemeId: string) {
  const [row] = await db
    .select({ id: orgSchemes.id, name: orgSchemes.name, status: orgSchemes.status })
    .from(orgSchemes)
    .where(
      and(
        eq(orgSchemes.organisationId, organisationId),
        eq(orgSchemes.id, schemeId),
        isNull(orgSchemes.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * An organisation's status, its row held (shared) until the transaction ends: a lifecycle step
 * waits for a grant that read it, and a grant for a step under way.
 */
export async function lockOrganisationStatus(
  db: DbOrTx,
  organisationId: string,
): Promise<TOrganisationStatus | undefined> {
  const [row] = await db
    .select({ status: organisations.status })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('share');
  return row?.status as TOrganisationStatus | undefined;
}

/** An organisation's id by its DID (deactivated too), or undefined. */
export async function findOrganisationId(db: DbOrTx, organisationDid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.did, organisationDid))
    .limit(1);
  return row?.id;
}
