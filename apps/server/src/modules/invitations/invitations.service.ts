import { secp256k1 } from '@noble/curves/secp256k1';
import {
  ADMIN_INVITATION_ROLE_CODES,
  INVITATION_MESSAGES as IM,
  INVITATION_TYPES,
  ROLE_CODES,
  roleTypeForCode,
  type TAnswerInvitationRequest,
  type TCheckEmailResponse,
  type TInvitation,
  type TInvitationType,
  type TMessageResponse,
  type TPendingInvitation,
  type TPermission,
  type TSendInvitationRequest,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
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
} from '../members/members.service';
import {
  bindInvitee,
  cancelInvitationsOf,
  closeInvitation,
  findInvitation,
  hasMemberWithEmail,
  hasPendingInvitation,
  insertInvitation,
  listPendingFor,
  listSentInvitations,
  renewInvitation,
  type InvitationRow,
} from './invitations.repository';
import { grantInvitation, isMachineUser, refuseUnlessWaiting } from './invitation-grant';
import { toInvitation, toPending } from './invitation-presenter';

export interface InvitationsConfig {
  ttlHours: number;
}

/** Who may send (and so list, cancel and resend) an invitation of each type. */
const SENDER_PERMISSION: Record<TInvitationType, TPermission> = {
  [INVITATION_TYPES.adminRole]: 'invitations:create-admin',
  [INVITATION_TYPES.userRole]: 'invitations:create-user',
};

/** The same secp256k1 point, however it is written (compressed or not, with or without 0x). */
function samePublicKey(a: string, b: string): boolean {
  try {
    const point = (hex: string) => secp256k1.ProjectivePoint.fromHex(hex.replace(/^0x/i, '')).toHex(true);
    return point(a) === point(b);
  } catch {
    return false;
  }
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
      await grantInvitation(tx, { members: this.members, customRoles: this.customRoles }, row, user.sub, {
        name: inviteeName,
        email: params?.email || row.inviteeEmail,
      });
      await this.tellAnswered(tx, row, { did: user.sub, name: inviteeName }, true);
      return { message: IM.accepted };
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

  /** The organisation is being deactivated: its waiting invitations are cancelled. */
  async organisationEnded(tx: DbTx, organisationId: string): Promise<number> {
    return cancelInvitationsOf(tx, organisationId);
  }
}

const roleNameOf = (code: string) => roleTypeForCode(code) ?? code;
