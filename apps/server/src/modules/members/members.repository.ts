import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ADMIN_ACCOUNT_TYPES } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { members, membershipRoles, organisations } from '../../db/schema/index';

export interface MembershipRow {
  membershipId: string;
  memberDid: string;
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
  roleCode: members.roleCode,
  roleType: membershipRoles.paramName,
  organisationId: organisations.id,
  organisationDid: organisations.did,
  businessName: organisations.businessName,
  logo: organisations.logo,
};

function activeMemberships(db: DbOrTx) {
  return db
    .select(membershipColumns)
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

/** Live members of an organisation with their role name, oldest first. */
export async function listMembers(db: DbOrTx, organisationId: string) {
  return db
    .select({
      membershipId: members.id,
      name: members.name,
      email: members.email,
      memberDid: members.memberDid,
      roleCode: members.roleCode,
      roleType: membershipRoles.paramName,
      createdAt: members.createdAt,
    })
    .from(members)
    .innerJoin(membershipRoles, eq(membershipRoles.paramCode, members.roleCode))
    .where(and(eq(members.organisationId, organisationId), isNull(members.deletedAt)))
    .orderBy(asc(members.createdAt), asc(members.id));
}
