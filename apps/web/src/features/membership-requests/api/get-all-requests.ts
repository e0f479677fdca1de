import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMembershipRequestList, type TMembershipRequest, type TMembershipRequestStatus } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { orgSchemesPath } from './paths';
import { MEMBERSHIP_REQUESTS_KEY } from './request-lists';

export interface AllRequestsFilter {
  /** Trimmed; '' means every organisation. */
  orgName: string;
  /** '' means every status. */
  status: TMembershipRequestStatus | '';
}

/** GET /api/v1/trustanchor/orgschemes/all?orgName=&status= — every organisation's requests (provider). */
export async function getAllRequests(filter: AllRequestsFilter): Promise<TMembershipRequest[]> {
  const body = await apiClient.get(orgSchemesPath('all'), {
    query: { orgName: filter.orgName || undefined, status: filter.status || undefined },
  });
  return ZMembershipRequestList.parse(body);
}

export const getAllRequestsQueryOptions = (filter: AllRequestsFilter) =>
  queryOptions({
    queryKey: [...MEMBERSHIP_REQUESTS_KEY, 'all', filter] as const,
    queryFn: () => getAllRequests(filter),
  });

/** The previous rows stay while a new filter is fetched, so the table does not flash empty. */
export function useAllRequests(filter: AllRequestsFilter) {
  return useQuery({ ...getAllRequestsQueryOptions(filter), placeholderData: keepPreviousData });
}
