import { ZMembershipRequest, type TMembershipRequest, type TRequestEndorsementRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateMyRequests } from './get-my-pending-requests';
import { requestEndorsementPath } from './paths';

export interface RequestEndorsementVariables {
  organisationDid: string;
  request: TRequestEndorsementRequest;
}

/**
 * POST /api/v1/users/request-endorsement/{organisationDid} { schemeId, values } → 201, the new
 * membership request (SENT). Refused with the server's message (and per field, in `fields`) when a
 * value does not fit the role, the role is not active, or a request for it is already waiting.
 */
export async function requestEndorsement({
  organisationDid,
  request,
}: RequestEndorsementVariables): Promise<TMembershipRequest> {
  return ZMembershipRequest.parse(await apiClient.post(requestEndorsementPath(organisationDid), request));
}

/** The new request shows under My Requests. */
export const useRequestEndorsement = mutationHook(requestEndorsement, invalidateMyRequests);
