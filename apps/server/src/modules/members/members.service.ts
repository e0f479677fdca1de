import type { TOrganisationStatus } from '@sigil/core';
import type { Db, DbOrTx, DbTx } from '../../db/client';
import {
  countSchemeHolders,
  findCustomRole,
  findLiveMember,
  findMembership,
  holdsRole,
  insertMember,
  listAdminMemberships,
  listMembers,
  lockOrganisationStatus,
  softDeleteMember,
  softDeleteMembersOf,
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
  /** A service's DID made by the console (/user/key). */
  keyUser?: boolean;
}

/** A membership in a custom role, just created or changed to it: what an endorsement is issued for. */
export interface CustomRoleGrant {
  memberId: string;
  organisationId: string;
  memberDid: string;
  schemeId: string;
  roleName: string;
  /** The membership request it came from, when it did. */
  requestId?: string;
}

/**
 * Where memberships in custom roles are announced, inside the transaction that makes the change:
 * the endorsements module issues the holder's credential on a grant and revokes it when the
 * membership ends (removal, or a change of role).
 */
export interface CustomRoleListener {
  granted(tx: DbTx, grant: CustomRoleGrant): Promise<void>;
  ended(tx: DbTx, membership: { memberId: string; endedByDid: string }): Promise<void>;
}
export const NOBODY_LISTENS: CustomRoleListener = { granted: async () => {}, ended: async () => {} };

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
  listLive(organisationId: string, db: DbOrTx = this.db): Promise<MemberRow[]> {
    return listMembers(db, organisationId);
  }

  /** Creates a membership; its id. */
  add(tx: DbTx, { role, ...member }: NewMember): Promise<string> {
    return insertMember(tx, { ...member, ...role });
  }

  /** A live member of the organisation (any role), locked until the transaction ends, or undefined. */
  lockedMember(tx: DbTx, organisationId: string, membershipId: string) {
    return isUuid(membershipId)
      ? findLiveMember(tx, organisationId, membershipId, { lock: true })
      : Promise.resolve(undefined);
  }

  /** Ends a membership (the row stays, removed); false when it had ended already. */
  end(tx: DbTx, membershipId: string): Promise<boolean> {
    return softDeleteMember(tx, membershipId);
  }

  /** The organisation's status, its row held until the transaction ends (before a membership is granted). */
  organisationStatus(tx: DbTx, organisationId: string): Promise<TOrganisationStatus | undefined> {
    return lockOrganisationStatus(tx, organisationId);
  }

  /** Ends every membership of an organisation (it is deactivated); how many ended. */
  endAllOf(tx: DbTx, organisationId: string): Promise<number> {
    return softDeleteMembersOf(tx, organisationId);
  }

  /** Whether the DID already holds this role (system role code or custom role id) in the organisation. */
  holdsRole(
    db: DbOrTx,
    organisationId: string,
    did: string,
    role: { roleCode: string | null; schemeId: string | null },
  ): Promise<boolean> {
    return holdsRole(db, organisationId, did, role);
  }

  /**
   * A live custom role of the organisation, whatever its state, or undefined: what an invitation or
   * a member may be given once it is APPROVED.
   */
  customRole(db: DbOrTx, organisationId: string, schemeId: string) {
    return isUuid(schemeId) ? findCustomRole(db, organisationId, schemeId) : Promise.resolve(undefined);
  }

  /** How many live members hold each of these custom roles. */
  schemeHolders(schemeIds: readonly string[], db: DbOrTx = this.db): Promise<Map<string, number>> {
    return countSchemeHolders(db, schemeIds);
  }
}
