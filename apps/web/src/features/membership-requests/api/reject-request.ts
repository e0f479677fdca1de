import { ZMembershipRequest, type TMembershipRequest, type TRejectMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { REJECT_REQUEST_PATH } from './paths';
import { invalidateMembershipRequests } from './request-lists';

/**
 * POST /api/v1/users/reject-endorsement { id, reason } → the request, REJECTED. At either step
 * (SENT or CHECKED); the reason (required, at most 500 characters) is shown to the requester.
 */
export async function rejectRequest(body: TRejectMembershipRequest): Promise<TMembershipRequest> {
  return ZMembershipRequest.parse(await apiClient.post(REJECT_REQUEST_PATH, body));
}

export const useRejectRequest = mutationHook(rejectRequest, invalidateMembershipRequests);
