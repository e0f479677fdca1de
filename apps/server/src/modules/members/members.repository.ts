import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_ACCOUNT_TYPES } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
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

export async function insertMember(tx: DbOrTx, values: typeof members.$inferInsert): Promise<void> {
  await tx.insert(members).values(values);
}

/**
 * Live members of an organisation with their role's name: a system role's, or their custom role's
 * (scheme), oldest first.
 */
export async function listMembers(db: DbOrTx, organisationId: string) {
  return db
    .select({
      membershipId: members.id,
      name: members.name,
      email: members.email,
      memberDid: members.memberDid,
      roleCode: members.roleCode,
      schemeId: members.schemeId,
      roleType: sql<string>`coalesce(${membershipRoles.paramName}, ${orgSchemes.name}, '')`,
      createdAt: members.createdAt,
    })
    .from(members)
    .leftJoin(membershipRoles, eq(membershipRoles.paramCode, members.roleCode))
    .leftJoin(orgSchemes, eq(orgSchemes.id, members.schemeId))
    .where(and(eq(members.organisationId, organisationId), isNull(members.deletedAt)))
    .orderBy(asc(members.createdAt), asc(members.id));
}

/** How many live members hold each of these custom roles (a role nobody holds is absent). */
export async function countSchemeHolders(db: DbOrTx, schemeIds: readonly string[]): Promise<Map<string, number>> {
  if (schemeIds.length === 0) return new Map();
  const rows = await db
    .select({ schemeId: members.schemeId, holders: count() })
    .from(members)
    .where(and(inArray(members.schemeId, [...schemeIds]), isNull(members.deletedAt)))
    .groupBy(members.schemeId);
  return new Map(rows.map((row) => [row.schemeId!, row.holders]));
}
