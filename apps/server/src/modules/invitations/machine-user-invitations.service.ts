import {
  INVITATION_MESSAGES as IM,
  machineUserNotJoinedMessage,
  normaliseStatus,
  ROLE_CODES,
  type TDecideMachineUserRequest,
  type TInvitation,
  type TInvitationLifecycle,
  type TMessageResponse,
} from '@sigil/core';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import { grantInvitation, isMachineUser, refuseUnlessWaiting, type GrantDeps } from './invitation-grant';
import { toInvitation } from './invitation-presenter';
import { closeInvitation, findInvitation, listMachineUserInvitations } from './invitations.repository';

/**
 * The provider's side of Machine User invitations (docs/architecture.md, Invitations): a UserAdmin
 * invites a DID (InvitationsService.send), the provider lists every organisation's and decides.
 */
export class MachineUserInvitationsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly identities: IdentitiesService,
    private readonly grantDeps: GrantDeps,
    private readonly productName: string,
  ) {}

  /** Machine User invitations of every organisation, newest first, by status and organisation name. */
  async list(user: SessionUser, filter: { status?: string; orgName?: string }): Promise<TInvitation[]> {
    await this.access.require(user, 'invitations:decide-machine-user');
    const rows = await listMachineUserInvitations(this.db, ROLE_CODES.machineUser, {
      ...machineUserStatusFilter(filter.status),
      orgName: filter.orgName,
    });
    return rows.map(toInvitation);
  }

  /** Approving makes the DID a Machine User member; it must have registered (logged in) once. */
  async decide(
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
        throw conflict(machineUserNotJoinedMessage(this.productName));
      }
      await grantInvitation(tx, this.grantDeps, row, row.inviteeDid!, { name: row.inviteeName, email: '' });
      return { message: IM.machineApproved };
    });
  }
}

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
