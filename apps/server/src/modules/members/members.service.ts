import type { Db, DbOrTx, DbTx } from '../../db/client';
import {
  countSchemeHolders,
  findMembership,
  insertMember,
  listAdminMemberships,
  listMembers,
  type MembershipRow,
} from './members.repository';
import { isUuid } from '../../lib/uuid';

export type { MembershipRow } from './members.repository';
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];


export interface NewMember {
  organisationId: string;
  memberDid: string;
  name: string;
  email: string;
  /** A system role's code, or (for a custom role) the scheme's id: exactly one of them. */
  role: { roleCode: string } | { schemeId: string };
}

/**
 * Memberships: which DID holds which role in which organisation. Other modules ask here, never
 * the tables. These calls decide nothing about access: the access gate and the services do.
 */
export class MembersService {
  constructor(private readonly db: Db) {}

  /** A live membership (neither it nor its organisation removed), or undefined. */
  async membership(membershipId: string, db: DbOrTx = this.db): Promise<MembershipRow | undefined> {
    return isUuid(membershipId) ? findMembership(db, membershipId) : undefined;
  }

  /** The DID's live memberships in a role that may log in to the console, oldest first. */
  adminMembershipsOf(did: string, db: DbOrTx = this.db): Promise<MembershipRow[]> {
    return listAdminMemberships(db, did);
  }

  /** Live members of an organisation with their role name, oldest first. */
  listLive(organisationId: string): Promise<MemberRow[]> {
    return listMembers(this.db, organisationId);
  }

  add(tx: DbTx, { role, ...member }: NewMember): Promise<void> {
    return insertMember(tx, { ...member, ...role });
  }

  /** How many live members hold each of these custom roles. */
  schemeHolders(schemeIds: readonly string[], db: DbOrTx = this.db): Promise<Map<string, number>> {
    return countSchemeHolders(db, schemeIds);
  }
}
