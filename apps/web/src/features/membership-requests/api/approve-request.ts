import type { QueryClient } from '@tanstack/react-query';
import { ZMembershipRequest, type TMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateEndorsements } from './get-endorsements';
import { orgSchemesPath } from './paths';
import { invalidateMembershipRequests } from './request-lists';

/**
 * PUT /api/v1/trustanchor/orgschemes/{id}/approve: CHECKED → APPROVED, which creates the membership
 * and issues the endorsement. No body; the client sends `{}` (spec §5). Refused with 403 for the
 * request's maker or checker (four eyes), 409 for a request not checked or already decided.
 */
export async function approveRequest(id: string): Promise<TMembershipRequest> {
  return ZMembershipRequest.parse(await apiClient.put(orgSchemesPath(id, 'approve'), {}));
}

/** The queues, the history and the issued endorsements all change. */
const invalidate = (queryClient: QueryClient) =>
  Promise.all([invalidateMembershipRequests(queryClient), invalidateEndorsements(queryClient)]);

export const useApproveRequest = mutationHook(approveRequest, invalidate);
