import {
  didFromPublicKey,
  INVITATION_MESSAGES as IM,
  isAdminAccountType,
  principalHolds,
  MEMBER_MESSAGES as MM,
  ROLE_CODES,
  type TCreateKeyUserRequest,
  type TMember,
  type TMessageResponse,
  type TOrganisationUser,
  type TUpdateMemberRequest,
} from '@sigil/core';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import type { Db, DbTx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import { isUuid } from '../../lib/uuid';
import type { AccessGate, Actor } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import {
  findLiveMember,
  findOrganisationId,
  lockLiveAdmins,
  softDeleteMember,
  updateMember,
} from './members.repository';
import {
  NOBODY_LISTENS,
  type CustomRoleListener,
  type MemberRow,
  type MembersService,
} from './members.service';

/** A secp256k1 public key (compressed or not) as the registry stores keys: uncompressed; null if it is no point. */
function uncompressedKey(hex: string): Uint8Array | null {
  try {
    return secp256k1.ProjectivePoint.fromHex(hex.replace(/^0x/i, '')).toRawBytes(false);
  } catch {
    return null;
  }
}

/**
 * A live member as both member lists show it: GET /api/accounts/{id}/members sends this record,
 * GET /api/v1/users/ the spec's smaller one derived from it (toOrganisationUser).
 */
export function toMember(row: MemberRow): TMember {
  return {
    MemberID: row.membershipId,
    Name: row.name,
    EmailId: row.email,
    MemberDid: row.memberDid,
    TypeOfRole: row.roleType,
    RoleCode: row.roleCode ?? row.schemeId ?? '',
    SchemeId: row.schemeId,
    KeyUser: row.keyUser,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/**
 * A member as GET /api/v1/users/ lists it (spec §3 "Organisation user"): without SchemeId and
 * KeyUser, and its RoleCode is the system role's only, empty for a custom role (decision 0005),
 * where the members list sends the role's scheme id.
 */
export function toOrganisationUser(member: TMember): TOrganisationUser {
  const { MemberID, Name, EmailId, MemberDid, TypeOfRole, RoleCode, SchemeId, CreatedAt } = member;
  return { MemberID, Name, EmailId, MemberDid, TypeOfRole, RoleCode: SchemeId ? '' : RoleCode, CreatedAt };
}

/**
 * The organisation's members as its admins manage them (spec §2 Admin and User Management,
 * /user/manage, /user/key): an Admin removes admin-role members, a UserAdmin every other member,
 * nobody themselves, and an organisation always keeps an Admin. A removed membership stops
 * working at once: the access gate reads it on every call.
 */
export class MemberManagementService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly identities: IdentitiesService,
    private readonly didMethod: string,
    private readonly customRoles: CustomRoleListener = NOBODY_LISTENS,
  ) {}

  /**
   * The organisation's live members, oldest first (its own members, or any organisation for the
   * provider): both GET /api/accounts/{id}/members and GET /api/v1/users/.
   */
  async list(user: SessionUser, organisationDid: string): Promise<TMember[]> {
    const actor = await this.access.require(user, 'organisation-users:read', { organisationDid });
    const organisationId =
      actor.membership?.organisationId ?? (await findOrganisationId(this.db, organisationDid));
    if (!organisationId) throw notFound('Organisation not found');
    return (await this.members.listLive(organisationId)).map(toMember);
  }

  async remove(user: SessionUser, memberId: string, memberDid: string): Promise<TMessageResponse> {
    const actor = await this.access.require(user, 'members:remove');
    const organisationId = actor.membership!.organisationId;
    await this.db.transaction(async (tx) => {
      const admins = await lockLiveAdmins(tx, organisationId, ROLE_CODES.admin);
      const target = await this.manageable(tx, actor, memberId, memberDid);
      if (target.memberDid === actor.user.sub) throw forbidden(MM.notYourself);
      if (target.roleCode === ROLE_CODES.admin && admins.length <= 1) throw conflict(MM.lastAdmin);
      await softDeleteMember(tx, target.membershipId);
      await this.customRoles.ended(tx, { memberId: target.membershipId, endedByDid: actor.user.sub });
    });
    return { message: 'Member removed' };
  }

  /** A UserAdmin changes a member's name, e-mail and role (Machine User or an active custom role). */
  async update(
    user: SessionUser,
    organisationDid: string,
    memberDid: string,
    request: TUpdateMemberRequest,
  ): Promise<TMember> {
    const actor = await this.access.require(user, 'users:manage', { organisationDid });
    const organisationId = actor.membership!.organisationId;
    await this.db.transaction(async (tx) => {
      const target = await this.manageable(tx, actor, request.memberId, memberDid);
      const { name: roleName, ...role } = await this.userRole(tx, organisationId, request.roleCode);
      try {
        await updateMember(tx, target.membershipId, { name: request.name, email: request.email, ...role });
      } catch (error) {
        if (violatedUniqueIndex(error) !== null)
          throw conflict(IM.alreadyMember, { roleCode: IM.alreadyMember });
        throw error;
      }
      // A new role ends the old role's endorsement and, for a custom role, issues the new one.
      if (role.schemeId !== target.schemeId) {
        await this.customRoles.ended(tx, { memberId: target.membershipId, endedByDid: actor.user.sub });
        if (role.schemeId) {
          const grant = {
            memberId: target.membershipId,
            organisationId,
            memberDid,
            schemeId: role.schemeId,
            roleName,
          };
          await this.customRoles.granted(tx, grant);
        }
      }
    });
    return toMember((await findLiveMember(this.db, organisationId, request.memberId))!);
  }

  /**
   * Registers a key user: a DID the console made in the browser, whose key never reaches the
   * server. The DID must be the one its public key derives, and new to the registry.
   */
  async createKeyUser(user: SessionUser, request: TCreateKeyUserRequest): Promise<TMember> {
    const actor = await this.access.require(user, 'users:manage');
    const organisationId = actor.membership!.organisationId;
    const publicKey = uncompressedKey(request.publicKey);
    if (!publicKey || didFromPublicKey(publicKey, this.didMethod) !== request.did) {
      throw badRequest(MM.keyMismatch, { did: MM.keyMismatch });
    }
    await this.db.transaction(async (tx) => {
      const { created } = await this.identities.registerHolder(tx, {
        did: request.did,
        publicKey: bytesToHex(publicKey),
        name: request.name,
      });
      if (!created) throw conflict(MM.didTaken, { did: MM.didTaken });
      await this.members.add(tx, {
        organisationId,
        memberDid: request.did,
        name: request.name,
        email: '',
        role: { roleCode: ROLE_CODES.machineUser },
        keyUser: true,
      });
    });
    const rows = await this.members.listLive(organisationId);
    return toMember(rows.find((row) => row.memberDid === request.did && row.keyUser)!);
  }

  /**
   * A live member of the caller's organisation that the caller's role manages: admin roles are an
   * Admin's, every other role a UserAdmin's. Another organisation's id (or a DID that is not the
   * member's) finds nothing.
   */
  private async manageable(tx: DbTx, actor: Actor, memberId: string, memberDid: string): Promise<MemberRow> {
    const target = isUuid(memberId)
      ? await findLiveMember(tx, actor.membership!.organisationId, memberId, { lock: true })
      : undefined;
    if (!target || target.memberDid !== memberDid) throw notFound(MM.notFound);
    const adminRole = !target.schemeId && isAdminAccountType(target.roleType);
    if (!principalHolds(actor.principal, adminRole ? 'admins:manage' : 'users:manage')) {
      throw forbidden(adminRole ? MM.adminRoleMember : MM.otherRoleMember);
    }
    return target;
  }

  private async userRole(tx: DbTx, organisationId: string, roleCode: string) {
    if (roleCode === ROLE_CODES.machineUser) return { roleCode, schemeId: null, name: '' };
    const scheme = await this.members.customRole(tx, organisationId, roleCode);
    if (!scheme) throw badRequest(IM.userRoleOnly, { roleCode: IM.userRoleOnly });
    if (scheme.status !== 'APPROVED') throw conflict(IM.roleInactive, { roleCode: IM.roleInactive });
    return { roleCode: null, schemeId: scheme.id, name: scheme.name };
  }
}
