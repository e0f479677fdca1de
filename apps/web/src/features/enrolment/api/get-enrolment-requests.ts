import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZEnrolmentRequestList, type TEnrolmentRequestItem, type TInvitationStatus } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

export interface EnrolmentFilter {
  /** Trimmed; '' means every organisation. */
  orgName: string;
  /** '' means every status. */
  status: TInvitationStatus | '';
}

/** Prefix of every enrolment-requests query: a decision invalidates it. */
export const ENROLMENT_REQUESTS_KEY = ['enrolment', 'requests'] as const;

/** GET /api/invite/invitations/?status=&orgName= (provider): newest first. */
export async function getEnrolmentRequests(filter: EnrolmentFilter): Promise<TEnrolmentRequestItem[]> {
  const body = await apiClient.get('/api/invite/invitations/', {
    query: { status: filter.status || undefined, orgName: filter.orgName || undefined },
  });
  return ZEnrolmentRequestList.parse(body);
}

export const getEnrolmentRequestsQueryOptions = (filter: EnrolmentFilter) =>
  queryOptions({
    queryKey: [...ENROLMENT_REQUESTS_KEY, filter] as const,
    queryFn: () => getEnrolmentRequests(filter),
  });

export function useEnrolmentRequests(filter: EnrolmentFilter) {
  return useQuery({ ...getEnrolmentRequestsQueryOptions(filter), placeholderData: keepPreviousData });
}
