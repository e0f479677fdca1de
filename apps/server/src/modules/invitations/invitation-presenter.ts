import type { TInvitation, TInvitationType, TInvitationViewStatus, TPendingInvitation } from '@sigil/core';
import type { InvitationRow } from './invitations.repository';

/** Invitation rows as the API shows them: to the sender (TInvitation) and to the invitee (TPendingInvitation). */

export const isExpired = (row: Pick<InvitationRow, 'expiresAt'>) => row.expiresAt.getTime() <= Date.now();

/** A waiting invitation past its time shows as EXPIRED, and so does a cancelled one. */
function viewStatus(row: InvitationRow): TInvitationViewStatus {
  if (row.status === 'INVITED') return isExpired(row) ? 'EXPIRED' : 'INVITED';
  return row.status === 'CANCELLED' ? 'EXPIRED' : (row.status as TInvitationViewStatus);
}

export function toInvitation(row: InvitationRow): TInvitation {
  const status = viewStatus(row);
  return {
    invitationCode: row.invitationCode,
    type: row.invitationType as TInvitationType,
    invitorName: row.invitorName,
    invitedBy: row.invitedByDid,
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    inviteeDid: row.inviteeDid,
    invitationStatus: status,
    status,
    acceptedDate: row.acceptedDate?.toISOString() ?? null,
    createdDate: row.createdDate.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    roleCode: row.roleCode ?? row.schemeId ?? '',
    roleType: row.roleName,
    organizationDid: row.organisationDid,
    organizationName: row.organisationName,
  };
}

export function toPending(row: InvitationRow): TPendingInvitation {
  return {
    invitationCode: row.invitationCode,
    organizationDid: row.organisationDid,
    organizationName: row.organisationName,
    roleType: row.roleName,
    name: row.inviteeName,
    email: row.inviteeEmail,
    invitorName: row.invitorName,
    status: viewStatus(row),
    createdDate: row.createdDate.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
