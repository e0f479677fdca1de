import type { z } from 'zod';
import { ZPendingInvitation, type TPendingInvitation, type ZClaimInvitationRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidatePendingInvitations } from './get-pending-invitations';
import { CLAIM_INVITATION_PATH } from './paths';

/**
 * POST /api/v1/invitations/claim { invitationCode } → the invitation, now bound to the caller's DID.
 * Idempotent for the same DID; refused (with the server's message) when it has expired, was
 * cancelled or answered, or belongs to another DID.
 */
export async function claimInvitation(invitationCode: string): Promise<TPendingInvitation> {
  const body: z.input<typeof ZClaimInvitationRequest> = { invitationCode };
  return ZPendingInvitation.parse(await apiClient.post(CLAIM_INVITATION_PATH, body));
}

export const useClaimInvitation = mutationHook(claimInvitation, invalidatePendingInvitations);
