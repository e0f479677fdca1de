import {
  ADMIN_INVITATION_ROLE_CODES,
  INVITATION_MESSAGES as IM,
  INVITATION_TYPES,
  ROLE_CODES,
  roleTypeForCode,
  type TCheckEmailResponse,
  type TInvitation,
  type TInvitationType,
  type TMessageResponse,
  type TPermission,
  type TSendInvitationRequest,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/random';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate, Actor } from '../access/access-gate.service';
import type { MailService } from '../mail/mail.service';
import type { MembersService, MembershipRow } from '../members/members.service';
import {
  cancelInvitationsOf,
  closeInvitation,
  findInvitation,
  hasMemberWithEmail,
  hasPendingInvitation,
  insertInvitation,
  listSentInvitations,
  renewInvitation,
  type InvitationRow,
} from './invitations.repository';
import { isMachineUser } from './invitation-grant';
import { toInvitation } from './invitation-presenter';

export interface InvitationsConfig {
  ttlHours: number;
}

/** Who may send (and so list, cancel and resend) an invitation of each type. */
const SENDER_PERMISSION: Record<TInvitationType, TPermission> = {
  [INVITATION_TYPES.adminRole]: 'invitations:create-admin',
  [INVITATION_TYPES.userRole]: 'invitations:create-user',
};

/**
 * The organisation's side of invitations into an organisation role (docs/architecture.md,
 * Invitations). An Admin invites to the admin roles, a UserAdmin to active custom roles by e-mail
 * and to Machine User by DID. The invitee answers an e-mail invitation
 * (invitation-answers.service.ts); the provider decides a Machine User's
 * (machine-user-invitations.service.ts).
 */
export class InvitationsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly mail: MailService,
    private readonly config: InvitationsConfig,
  ) {}

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
