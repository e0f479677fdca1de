import { INVITATION_MESSAGES as IM, ROLE_CODES } from '@sigil/core';
import type { DbTx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { ACCESS_MESSAGES, conflict, forbidden } from '../../lib/errors';
import type { CustomRoleListener, MembersService, NewMember } from '../members/members.service';
import { isExpired } from './invitation-presenter';
import { closeInvitation, type InvitationRow } from './invitations.repository';

/** What accepting an invitation needs besides the transaction: both services that accept one pass it. */
export interface GrantDeps {
  members: MembersService;
  /** Told of a membership in a custom role: it issues the endorsement (decision 0009). */
  customRoles: CustomRoleListener;
}

export const isMachineUser = (row: Pick<InvitationRow, 'roleCode'>) =>
  row.roleCode === ROLE_CODES.machineUser;

/** A refusal of an answer to an invitation that is no longer waiting for one. */
export function refuseUnlessWaiting(row: InvitationRow): void {
  if (row.status === 'CANCELLED') throw conflict(IM.cancelled);
  if (row.status !== 'INVITED') throw conflict(IM.notPending);
  if (isExpired(row)) throw conflict(IM.expired);
}

/**
 * Creates the membership and closes the invitation as accepted, in the caller's transaction (an
 * invitee's answer, or the provider's approval of a Machine User): neither without the other.
 */
export async function grantInvitation(
  tx: DbTx,
  { members, customRoles }: GrantDeps,
  row: InvitationRow,
  memberDid: string,
  details: { name: string; email: string },
): Promise<void> {
  // Only an active organisation gains members (a deactivation cancels its invitations meanwhile).
  const status = await members.organisationStatus(tx, row.organisationId);
  if (status === 'SUSPENDED') throw forbidden(ACCESS_MESSAGES.organisationSuspended);
  if (status !== 'ACTIVE') throw conflict(IM.cancelled);
  const role: NewMember['role'] = row.schemeId ? { schemeId: row.schemeId } : { roleCode: row.roleCode! };
  let memberId: string;
  try {
    memberId = await members.add(tx, {
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
    await customRoles.granted(tx, {
      memberId,
      organisationId: row.organisationId,
      memberDid,
      schemeId: row.schemeId,
      roleName: row.roleName,
    });
  }
}
