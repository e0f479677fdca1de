import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZEnrolmentRequestItem, type TEnrolmentDecisionType, type TInvitationStatus } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/**
 * A request as the list shows it. Spec §4: status text may carry trailing spaces and isApproved
 * may be any string; the screen trims and maps them itself, so the list accepts them as they come.
 */
const ZEnrolmentRow = ZEnrolmentRequestItem.extend({
  status: z.string(),
  isApproved: z.union([z.string(), z.boolean()]).optional(),
});
export type TEnrolmentRow = z.infer<typeof ZEnrolmentRow>;

export interface EnrolmentFilter {
  /** Trimmed; '' means every organisation. */
  orgName: string;
  /** '' means every status. */
  status: TInvitationStatus | '';
}

export const enrolmentKeys = {
  all: ['enrolment'] as const,
  requests: (filter: EnrolmentFilter) => ['enrolment', 'requests', filter] as const,
};

/** GET /api/invite/invitations/?status=&orgName= (provider): newest first. */
export async function fetchEnrolmentRequests(filter: EnrolmentFilter): Promise<TEnrolmentRow[]> {
  const body = await apiClient.get('/api/invite/invitations/', {
    query: { status: filter.status || undefined, orgName: filter.orgName || undefined },
  });
  return z.array(ZEnrolmentRow).parse(body);
}

/**
 * POST /api/invite/invitations/{id} { id, type, features }: approve creates the organisation. The
 * status code tells success; the answer (the decided request) is not needed, the list is refetched.
 */
export async function decideEnrolment(id: string, type: TEnrolmentDecisionType): Promise<void> {
  await apiClient.post(`/api/invite/invitations/${encodeURIComponent(id)}`, { id, type, features: [] });
}

export function useEnrolmentRequests(filter: EnrolmentFilter) {
  return useQuery({
    queryKey: enrolmentKeys.requests(filter),
    queryFn: () => fetchEnrolmentRequests(filter),
    placeholderData: keepPreviousData,
  });
}

export interface EnrolmentDecisionVariables {
  id: string;
  type: TEnrolmentDecisionType;
}

/**
 * Approve or reject. The callbacks run as soon as the server has answered; the decision then stays
 * pending until the list has been fetched again, so no button reappears on a decided row.
 */
export function useEnrolmentDecision(
  callbacks: {
    onSuccess?: (variables: EnrolmentDecisionVariables) => void;
    onError?: (variables: EnrolmentDecisionVariables, error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: EnrolmentDecisionVariables) => decideEnrolment(id, type),
    onSuccess: (_data, variables) => callbacks.onSuccess?.(variables),
    onError: (error, variables) => callbacks.onError?.(variables, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrolmentKeys.all }),
  });
}
