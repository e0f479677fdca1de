import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEnrolmentDecision, TEnrolmentDecisionType, TFeatureCode } from '@sigil/core';
import { ORGANISATION_LISTS_KEY } from '../../../api/organisations/get-organisations';
import { apiClient } from '../../../lib/api-client';
import { ENROLMENT_REQUESTS_KEY } from './get-enrolment-requests';
import { refreshQueries } from '../../../lib/refresh-queries';

export interface EnrolmentDecisionVariables {
  id: string;
  type: TEnrolmentDecisionType;
  /** A rejection's reason, for the requester's mail. */
  reason?: string;
  /** An approval's account features (decision 0009); left out, the server grants them all. */
  features?: TFeatureCode[];
}

/**
 * POST /api/invite/invitations/{id} { id, type, features, reason }: approve creates the organisation.
 * The status code tells success; the answer (the decided request) is not needed, the list is refetched.
 */
export async function decideEnrolment({
  id,
  type,
  reason,
  features,
}: EnrolmentDecisionVariables): Promise<void> {
  const body: TEnrolmentDecision = {
    id,
    type,
    ...(type === 'approve' && features ? { features } : {}),
    ...(type === 'reject' && reason?.trim() ? { reason: reason.trim() } : {}),
  };
  await apiClient.post(`/api/invite/invitations/${encodeURIComponent(id)}`, body);
}

/**
 * Approve or reject. The callbacks run as soon as the server has answered; the decision then stays
 * pending until the requests have been fetched again, so no button reappears on a decided row. An
 * approval adds an organisation, so the organisations lists are refetched too.
 */
export function useDecideEnrolment(
  callbacks: {
    onSuccess?: (variables: EnrolmentDecisionVariables) => void;
    onError?: (variables: EnrolmentDecisionVariables, error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEnrolment,
    onSuccess: (_data, variables) => callbacks.onSuccess?.(variables),
    onError: (error, variables) => callbacks.onError?.(variables, error),
    onSettled: () =>
      Promise.all([
        refreshQueries(queryClient, ENROLMENT_REQUESTS_KEY),
        refreshQueries(queryClient, ORGANISATION_LISTS_KEY),
      ]),
  });
}
