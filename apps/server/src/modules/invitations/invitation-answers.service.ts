import { secp256k1 } from '@noble/curves/secp256k1';
import {
  INVITATION_MESSAGES as IM,
  type TAnswerInvitationRequest,
  type TMessageResponse,
  type TPendingInvitation,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import { NO_NEWS, type PersonalNews } from '../notifications/personal-news.service';
import { NOBODY_LISTENS, type CustomRoleListener, type MembersService } from '../members/members.service';
import {
  bindInvitee,
  closeInvitation,
  findInvitation,
  listPendingFor,
  type InvitationRow,
} from './invitations.repository';
import { grantInvitation, isMachineUser, refuseUnlessWaiting } from './invitation-grant';
import { toPending } from './invitation-presenter';

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
 * The invitee's side of an invitation into an organisation role (docs/architecture.md,
 * Invitations): an e-mail invitation is bound to a DID only by its code (claim), and the bound DID
 * answers it. Accepting creates the membership in the transaction that closes the invitation, so
 * neither happens without the other. The organisation's side is invitations.service.ts.
 */
export class InvitationAnswersService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly identities: IdentitiesService,
    private readonly customRoles: CustomRoleListener = NOBODY_LISTENS,
    private readonly news: PersonalNews = NO_NEWS,
  ) {}

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
}
