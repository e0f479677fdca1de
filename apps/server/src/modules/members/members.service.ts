import type { Db, DbOrTx, DbTx } from '../../db/client';
import { findMembership, insertMember, listAdminMemberships, listMembers, type MembershipRow } from './members.repository';

export type { MembershipRow } from './members.repository';
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewMember {
  organisationId: string;
  memberDid: string;
  name: string;
  email: string;
  roleCode: string;
}

/**
 * Memberships: which DID holds which role in which organisation. Other modules ask here, never
 * the tables. These calls decide nothing about access: the access gate and the services do.
 */
export class MembersService {
  constructor(private readonly db: Db) {}

  /** A live membership (neither it nor its organisation removed), or undefined. */
  async membership(membershipId: string, db: DbOrTx = this.db): Promise<MembershipRow | undefined> {
    return UUID.test(membershipId) ? findMembership(db, membershipId) : undefined;
  }

  /** The DID's live memberships in a role that may log in to the console, oldest first. */
  adminMembershipsOf(did: string, db: DbOrTx = this.db): Promise<MembershipRow[]> {
    return listAdminMemberships(db, did);
  }

  /** Live members of an organisation with their role name, oldest first. */
  listLive(organisationId: string): Promise<MemberRow[]> {
    return listMembers(this.db, organisationId);
  }

  add(tx: DbTx, member: NewMember): Promise<void> {
    return insertMember(tx, member);
  }
}
