import { ZMembershipRequest, type TEnrolAccountRequest, type TMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { orgSchemesPath } from './paths';
import { invalidateMembershipRequests } from './request-lists';

/**
 * POST /api/v1/trustanchor/orgschemes/enroll { schemeId, accountDid, values, organizationDid } →
 * 201, the request (SENT, kind ENROLMENT). Refusals name their fields (`error.fields`): the DID,
 * the role, or a value by its field's name.
 */
export async function enrolAccount(body: TEnrolAccountRequest): Promise<TMembershipRequest> {
  return ZMembershipRequest.parse(await apiClient.post(orgSchemesPath('enroll'), body));
}

export const useEnrolAccount = mutationHook(enrolAccount, invalidateMembershipRequests);
