import { secp256k1 } from '@noble/curves/secp256k1';
import {
  ADMIN_INVITATION_ROLE_CODES,
  INVITATION_MESSAGES as IM,
  INVITATION_TYPES,
  machineUserNotJoinedMessage,
  normaliseStatus,
  ROLE_CODES,
  roleTypeForCode,
  type TAnswerInvitationRequest,
  type TCheckEmailResponse,
  type TDecideMachineUserRequest,
  type TInvitation,
  type TInvitationLifecycle,
  type TInvitationType,
  type TMessageResponse,
  type TPendingInvitation,
  type TPermission,
  type TSendInvitationRequest,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/random';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate, Actor } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { MailService } from '../mail/mail.service';
import { NO_NEWS, type PersonalNews } from '../notifications/personal-news.service';
import {
  NOBODY_LISTENS,
  type CustomRoleListener,
  type MembersService,
  type MembershipRow,
  type NewMember,
} from '../members/members.service';
import {
  bindInvitee,
  closeInvitation,
  findInvitation,
  hasMemberWithEmail,
  hasPendingInvitation,
  insertInvitation,
  listMachineUserInvitations,
  listPendingFor,
  listSentInvitations,
  renewInvitation,
  type InvitationRow,
} from './invitations.repository';
import { isExpired, toInvitation, toPending } from './invitation-presenter';

export interface InvitationsConfig {
  productName: string;
  ttlHours: number;
}

/** Who may send (and so list, cancel and resend) an invitation of each type. */
const SENDER_PERMISSION: Record<TInvitationType, TPermission> = {
  [INVITATION_TYPES.adminRole]: 'invitations:create-admin',
  [INVITATION_TYPES.userRole]: 'invitations:create-user',
};

const isMachineUser = (row: Pick<InvitationRow, 'roleCode'>) => row.roleCode === ROLE_CODES.machineUser;
/** The same secp256k1 point, however it is written (compressed or not, with or without 0x). */
function samePublicKey(a: string, b: string): boolean {
  try {
    const point = (hex: string) => secp256k1.ProjectivePoint.fromHex(hex.replace(/^0x/i, '')).toHex(true);
    return point(a) === point(b);
  } catch {
    return false;
  }
}

/** A refusal of an answer to an invitation that is no longer waiting for one. */
function refuseUnlessWaiting(row: InvitationRow): void {
  if (row.status === 'CANCELLED') throw conflict(IM.cancelled);
  if (row.status !== 'INVITED') throw conflict(IM.notPending);
  if (isExpired(row)) throw conflict(IM.expired);
}

/**
 * Invitations into an organisation role (docs/architecture.md, Invitations). An Admin invites to
 * the admin roles, a UserAdmin to active custom roles by e-mail and to Machine User by DID. An
 * e-mail invitation is bound to a DID only by its code (claim); the bound DID answers it. A Machine
 * User invitation is decided by the provider. Accepting creates the membership in the transaction
 * that closes the invitation, so neither happens without the other.
 */
export class InvitationsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly identities: IdentitiesService,
    private readonly mail: MailService,
    private readonly config: InvitationsConfig,
    private readonly customRoles: CustomRoleListener = NOBODY_LISTENS,
    private readonly news: PersonalNews = NO_NEWS,
  ) {}

  // -------------------------------------------------------------------------------------------
  // The organisation's side

  /** The organisation's invitations of one type, newest first. */
  async listSent(user: SessionUser, type: TInvitationType, organisationDid?: string): Promise<TInvitation[]> {
    const actor = await this.access.require(user, 'invitations:send', { organisationDid });
    this.access.permit(actor, SENDER_PERMISSION[type]);
    return (await listSentInvitations(this.db, actor.membership!.organisationId, type)).map(toInvitation);
  }

  async send(user: SessionUser, request: TSendInvitationRequest): Promise<TInvitation> {
    const type = request.invitationType;
    const actor = await this.access.require(user, 'invitations:send', {
      organisationDid: request.organizationDid || undefined,
    });
    this.access.permit(actor, SENDER_PERMISSION[type]);
    const m = actor.membership!;
    const role = await this.invitableRole(m, type, request.roleCode);
    // Accepting an invitation into a custom role issues an endorsement (decision 0009).
    if (role.schemeId) this.access.requireFeature(actor, 'endorsements');
    const machine = role.roleCode === ROLE_CODES.machineUser;
    const invitee = machine ? { did: request.did! } : { email: request.email!.toLowerCase() };
    const code = await this.db.transaction(async (tx) => {
      if (await hasPendingInvitation(tx, m.organisationId, invitee, role)) throw conflict(IM.alreadyInvited);
      if (machine && (await this.members.holdsRole(tx, m.organisationId, request.did!, role))) {
        throw conflict(IM.alreadyMember);
      }
      const invitationCode = randomToken(24);
      const expiresAt = this.expiryFromNow();
      await insertInvitation(tx, {
        invitationCode,
        organisationId: m.organisationId,
        invitationType: type,
        invitedByDid: m.memberDid,
        inviterMemberId: m.membershipId,
        invitorName: m.memberName,
        inviteeName: machine ? (request.name ?? '') : request.name!,
        inviteeEmail: machine ? '' : invitee.email!,
        inviteeDid: machine ? request.did! : null,
        roleCode: role.roleCode,
        schemeId: role.schemeId,
        expiresAt,
      });
      if (!machine)
        await this.mailInvitation(tx, m, {
          code: invitationCode,
          expiresAt,
          name: request.name!,
          email: invitee.email!,
          roleName: role.name,
        });
      return invitationCode;
    });
    return toInvitation((await findInvitation(this.db, code))!);
  }

  /** Cancels a waiting invitation: it leaves the lists, and its link is refused from now on. */
  async cancel(user: SessionUser, code: string): Promise<TMessageResponse> {
    const actor = await this.access.require(user, 'invitations:send');
    await this.db.transaction(async (tx) => {
      const row = await this.ownInvitation(tx, actor, code);
      if (row.status === 'CANCELLED') throw notFound(IM.notFound);
      if (row.status !== 'INVITED') throw conflict(IM.notPending);
      await closeInvitation(tx, code, 'CANCELLED');
    });
    return { message: 'Invitation cancelled' };
  }

  /** Sends a waiting (or expired) invitation again under a new code; the old link stops working. */
  async resend(user: SessionUser, code: string): Promise<TInvitation> {
    const actor = await this.access.require(user, 'invitations:send');
    const newCode = randomToken(24);
    await this.db.transaction(async (tx) => {
      const row = await this.ownInvitation(tx, actor, code);
      if (row.status === 'CANCELLED') throw notFound(IM.notFound);
      if (row.status !== 'INVITED') throw conflict(IM.notPending);
      const expiresAt = this.expiryFromNow();
      const machine = isMachineUser(row);
      await renewInvitation(tx, code, { newCode, expiresAt, unbind: !machine });
      if (!machine) {
        const inviter = { businessName: row.organisationName, memberName: row.invitorName };
        await this.mailInvitation(tx, inviter, {
          code: newCode,
          expiresAt,
          name: row.inviteeName,
          email: row.inviteeEmail,
          roleName: row.roleName,
        });
      }
    });
    return toInvitation((await findInvitation(this.db, newCode))!);
  }

  /** Spec §7 check-email: a message when the e-mail is already a member or invited, else none. */
  async checkEmail(user: SessionUser, email: string): Promise<TCheckEmailResponse> {
    const { membership } = await this.access.require(user, 'invitations:send');
    const address = email.trim().toLowerCase();
    if (await hasMemberWithEmail(this.db, membership!.organisationId, address))
      return { message: IM.emailAlreadyMember };
    if (await hasPendingInvitation(this.db, membership!.organisationId, { email: address })) {
      return { message: IM.emailAlreadyInvited };
    }
    return {};
  }

  // -------------------------------------------------------------------------------------------
  // The invitee's side

  /**
   * Without a code: the caller's invitations waiting for an answer. With one: that invitation, if
   * nobody or the caller holds it (a code is the only way to see an invitation not yet bound).
   */
  async pending(user: SessionUser, code?: string): Promise<TPendingInvitation[]> {
    await this.access.require(user, 'invitations:answer');
    if (!code) return (await listPendingFor(this.db, user.sub)).map(toPending);
    const row = await findInvitation(this.db, code);
    const visible =
      row &&
      !isMachineUser(row) &&
      row.status !== 'CANCELLED' &&
      (!row.inviteeDid || row.inviteeDid === user.sub);
    return visible ? [toPending(row)] : [];
  }

  /** Binds an e-mail invitation to the caller's DID by its code (opening the mailed link). */
  async claim(user: SessionUser, code: string): Promise<TPendingInvitation> {
    await this.access.require(user, 'invitations:answer');
    return this.db.transaction(async (tx) => {
      const row = await this.answerable(tx, user, code);
      return toPending({ ...row, inviteeDid: user.sub });
    });
  }

  /** Accepts (creating the membership) or rejects an invitation; binds it first if it was not yet. */
  async answer(user: SessionUser, request: TAnswerInvitationRequest): Promise<TMessageResponse> {
    await this.access.require(user, 'invitations:answer');
    if (request.publicKey) await this.refuseOtherKey(user.sub, request.publicKey);
    return this.db.transaction(async (tx) => {
      const row = await this.answerable(tx, user, request.invitationCode);
      const params = request.membersRequiredParams;
      const inviteeName = params?.name || row.inviteeName;
      if (request.invitationStatus === 'Rejected') {
        await closeInvitation(tx, row.invitationCode, 'REJECTED');
        await this.tellAnswered(tx, row, { did: user.sub, name: inviteeName }, false);
        return { message: IM.rejected };
      }
      if (row.schemeId && row.schemeStatus !== 'APPROVED') throw conflict(IM.roleInactive);
      await this.grant(tx, row, user.sub, { name: inviteeName, email: params?.email || row.inviteeEmail });
      await this.tellAnswered(tx, row, { did: user.sub, name: inviteeName }, true);
      return { message: IM.accepted };
    });
  }

  // -------------------------------------------------------------------------------------------
  // The provider's side: Machine User invitations

  async machineUserInvitations(
    user: SessionUser,
    filter: { status?: string; orgName?: string },
  ): Promise<TInvitation[]> {
    await this.access.require(user, 'invitations:decide-machine-user');
    const rows = await listMachineUserInvitations(this.db, ROLE_CODES.machineUser, {
      ...machineUserStatusFilter(filter.status),
      orgName: filter.orgName,
    });
    return rows.map(toInvitation);
  }

  /** Approving makes the DID a Machine User member; it must have registered (logged in) once. */
  async decideMachineUser(
    user: SessionUser,
    code: string,
    request: TDecideMachineUserRequest,
  ): Promise<TMessageResponse> {
    await this.access.require(user, 'invitations:decide-machine-user');
    return this.db.transaction(async (tx) => {
      const row = await findInvitation(tx, code, { lock: true });
      if (!row || row.status === 'CANCELLED') throw notFound(IM.notFound);
      if (!isMachineUser(row)) throw conflict(IM.notMachineUser);
      refuseUnlessWaiting(row);
      if (request.invitationStatus === 'REJECTED') {
        await closeInvitation(tx, code, 'REJECTED');
        return { message: IM.machineRejected };
      }
      if (!(await this.identities.registeredKeyOf(tx, row.inviteeDid!))) {
        throw conflict(machineUserNotJoinedMessage(this.config.productName));
      }
      await this.grant(tx, row, row.inviteeDid!, { name: row.inviteeName, email: '' });
      return { message: IM.machineApproved };
    });
  }

  // -------------------------------------------------------------------------------------------

  /** The role an invitation of this type may name, checked against the organisation's roles. */
  private async invitableRole(m: MembershipRow, type: TInvitationType, roleCode: string) {
    if (type === INVITATION_TYPES.adminRole) {
      const code = ADMIN_INVITATION_ROLE_CODES.find((c) => c === roleCode);
      if (!code) throw badRequest(IM.adminRoleOnly, { roleCode: IM.adminRoleOnly });
      return { roleCode: code, schemeId: null, name: roleNameOf(code) };
    }
    if (roleCode === ROLE_CODES.machineUser) return { roleCode, schemeId: null, name: roleNameOf(roleCode) };
    const scheme = await this.members.customRole(this.db, m.organisationId, roleCode);
    if (!scheme) throw badRequest(IM.userRoleOnly, { roleCode: IM.userRoleOnly });
    if (scheme.status !== 'APPROVED') throw conflict(IM.roleInactive, { roleCode: IM.roleInactive });
    return { roleCode: null, schemeId: scheme.id, name: scheme.name };
  }

  /**
   * An invitation of the caller's organisation that the caller may send (a UserAdmin never
   * reaches an Admin's invitations); another organisation's code finds nothing.
   */
  private async ownInvitation(tx: DbTx, actor: Actor, code: string): Promise<InvitationRow> {
    const row = await findInvitation(tx, code, { lock: true });
    if (!row || row.organisationId !== actor.membership!.organisationId) throw notFound(IM.notFound);
    this.access.permit(actor, SENDER_PERMISSION[row.invitationType as TInvitationType]);
    return row;
  }

  /** An e-mail invitation the caller may answer, bound to the caller (bound now if it was free). */
  private async answerable(tx: DbTx, user: SessionUser, code: string): Promise<InvitationRow> {
    const row = await findInvitation(tx, code, { lock: true });
    if (!row) throw notFound(IM.notFound);
    if (isMachineUser(row)) throw conflict(IM.notEmailInvitation);
    refuseUnlessWaiting(row);
    if (row.inviteeDid && row.inviteeDid !== user.sub) throw conflict(IM.boundElsewhere);
    if (!row.inviteeDid && !(await bindInvitee(tx, code, user.sub))) throw conflict(IM.boundElsewhere);
    return row;
  }

  /** The invitee finds the answer in their history; whoever invited them hears it. */
  private async tellAnswered(
    tx: DbTx,
    row: InvitationRow,
    invitee: { did: string; name: string },
    accepted: boolean,
  ): Promise<void> {
    await this.news.record(tx, invitee.did, {
      kind: 'invitation-answered',
      data: { accepted, organisationName: row.organisationName, roleType: row.roleName },
    });
    if (!row.invitedByDid) return;
    const { avatar } = await this.identities.profileOf(tx, invitee.did);
    await this.news.notify(
      tx,
      row.invitedByDid,
      {
        kind: 'invitation-answered',
        data: { inviteeName: invitee.name, inviteeDid: invitee.did, accepted, roleType: row.roleName },
      },
      avatar,
    );
  }

  /** Creates the membership and closes the invitation as accepted, in the caller's transaction. */
  private async grant(
    tx: DbTx,
    row: InvitationRow,
    memberDid: string,
    details: { name: string; email: string },
  ): Promise<void> {
    const role: NewMember['role'] = row.schemeId ? { schemeId: row.schemeId } : { roleCode: row.roleCode! };
    let memberId: string;
    try {
      memberId = await this.members.add(tx, {
        organisationId: row.organisationId,
        memberDid,
        ...details,
        role,
      });
    } catch (error) {
      if (violatedUniqueIndex(error) !== null) throw conflict(IM.alreadyMember);
      throw error;
    }
    if (!(await closeInvitation(tx, row.invitationCode, 'ACCEPTED'))) throw conflict(IM.notPending);
    if (row.schemeId) {
      const grant = {
        memberId,
        organisationId: row.organisationId,
        memberDid,
        schemeId: row.schemeId,
        roleName: row.roleName,
      };
      await this.customRoles.granted(tx, grant);
    }
  }

  private async refuseOtherKey(did: string, publicKey: string): Promise<void> {
    const registered = await this.identities.registeredKeyOf(this.db, did);
    if (registered && !samePublicKey(registered, publicKey)) {
      throw badRequest('publicKey is not the key of the DID logged in', {
        publicKey: 'publicKey is not the key of the DID logged in',
      });
    }
  }

  private expiryFromNow(): Date {
    return new Date(Date.now() + this.config.ttlHours * 3_600_000);
  }

  private mailInvitation(
    tx: DbTx,
    inviter: Pick<MembershipRow, 'businessName' | 'memberName'>,
    invitation: { code: string; expiresAt: Date; name: string; email: string; roleName: string },
  ): Promise<void> {
    return this.mail.enqueue(tx, invitation.email, {
      kind: 'invitation',
      orgName: inviter.businessName,
      inviterName: inviter.memberName,
      inviteeName: invitation.name,
      roleName: invitation.roleName,
      code: invitation.code,
      expiresAt: invitation.expiresAt,
    });
  }
}

const roleNameOf = (code: string) => roleTypeForCode(code) ?? code;

/** The provider's status filter: a stored status, Pending for INVITED, or EXPIRED. */
function machineUserStatusFilter(status: string | undefined): {
  statuses?: TInvitationLifecycle[];
  expired?: boolean;
} {
  const wanted = normaliseStatus(status);
  if (!wanted || wanted === 'SELECT ALL' || wanted === 'ALL') return {};
  if (wanted === 'PENDING' || wanted === 'INVITED') return { statuses: ['INVITED'], expired: false };
  if (wanted === 'EXPIRED') return { statuses: ['INVITED'], expired: true };
  if (wanted === 'ACCEPTED' || wanted === 'REJECTED') return { statuses: [wanted] };
  throw badRequest(`Unknown status: ${status}`, { status: 'Unknown status' });
}
