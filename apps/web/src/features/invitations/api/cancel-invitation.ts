import { ZMessageResponse, type TMessageResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateInvitations } from './get-sent-invitations';
import { mutationHook } from '../../../lib/mutation-hook';
import { invitationPath } from './paths';

/** DELETE /api/v1/invitations/{invitationCode} → { message }: a pending invitation is withdrawn. */
export async function cancelInvitation(invitationCode: string): Promise<TMessageResponse> {
  return ZMessageResponse.parse(await apiClient.delete(invitationPath(invitationCode)));
}

export const useCancelInvitation = mutationHook(cancelInvitation, invalidateInvitations);
