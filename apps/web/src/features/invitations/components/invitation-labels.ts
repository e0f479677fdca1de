import { ROLE_CODES, type TInvitation, type TInvitationViewStatus } from '@sigil/core';
import type { TTranslationKey } from '../../../lib/i18n-keys';

/** Spec §4: INVITED shows Pending; EXPIRED (beyond the spec) is an INVITED one past its expiry. */
export const STATUS_LABELS: Record<TInvitationViewStatus, TTranslationKey> = {
  INVITED: 'invitations.status.INVITED',
  ACCEPTED: 'invitations.status.ACCEPTED',
  REJECTED: 'invitations.status.REJECTED',
  EXPIRED: 'invitations.status.EXPIRED',
};

export const isMachineUserInvitation = (invitation: Pick<TInvitation, 'roleCode'>) =>
  invitation.roleCode === ROLE_CODES.machineUser;

/** Who was invited, as a person reads it: the name, or for a Machine User its DID. */
export function inviteeLabel(invitation: Pick<TInvitation, 'inviteeName' | 'inviteeDid'>): string {
  return invitation.inviteeName.trim() || invitation.inviteeDid || '';
}
