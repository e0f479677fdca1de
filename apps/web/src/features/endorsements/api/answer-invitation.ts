import { ZMessageResponse, type TAnswerInvitationRequest, type TMessageResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidatePendingInvitations } from './get-pending-invitations';
import { ANSWER_INVITATION_PATH } from './paths';

/**
 * PUT /api/v1/invitations/membershiprole/enroll (spec §7 "Accept or reject an endorsement
 * invitation": invitationStatus, publicKey, membersRequiredParams { name, email }, invitationCode)
 * → { message }. Accepting creates the membership (and, for a custom role, the endorsement).
 */
export async function answerInvitation(answer: TAnswerInvitationRequest): Promise<TMessageResponse> {
  return ZMessageResponse.parse(await apiClient.put(ANSWER_INVITATION_PATH, answer));
}

export const useAnswerInvitation = mutationHook(answerInvitation, invalidatePendingInvitations);
