import { ZMembershipRequest, type TMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { orgSchemesPath } from './paths';
import { invalidateMembershipRequests } from './request-lists';

/**
 * PUT /api/v1/trustanchor/orgschemes/{id}/check: SENT → CHECKED. The call has no body; the client
 * sends `{}` (spec §5: a PUT needs a payload). Refused with 403 for the member who enrolled the
 * account (four eyes) and 409 for a request already checked or decided.
 */
export async function checkRequest(id: string): Promise<TMembershipRequest> {
  return ZMembershipRequest.parse(await apiClient.put(orgSchemesPath(id, 'check'), {}));
}

export const useCheckRequest = mutationHook(checkRequest, invalidateMembershipRequests);
