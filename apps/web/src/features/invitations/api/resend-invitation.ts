import { ZInvitation, type TInvitation } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateInvitations } from './get-sent-invitations';
import { mutationHook } from '../../../lib/mutation-hook';

/**
 * POST /api/invite/invitations/send-email { invitationCode } → the invitation sent again, under a
 * NEW code (the old one no longer opens it).
 */
export async function resendInvitation(invitationCode: string): Promise<TInvitation> {
  return ZInvitation.parse(await apiClient.post('/api/invite/invitations/send-email', { invitationCode }));
}

export const useResendInvitation = mutationHook(resendInvitation, invalidateInvitations);
