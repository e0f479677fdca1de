import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZMembershipRequestList, type TMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { orgSchemesPath } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Prefix of every membership-request query: a step taken on a request invalidates them all. */
export const MEMBERSHIP_REQUESTS_KEY = ['membership-requests'] as const;

/** Refetches every list of requests (the queues, the history and the provider's). */
export function invalidateMembershipRequests(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, MEMBERSHIP_REQUESTS_KEY);
}

/**
 * One of the organisation's lists (GET …/orgschemes/{name}?organizationDid=): each endpoint file
 * names its path and exports what this builds. The server sends each in the order shown.
 */
export function organisationRequestList(name: 'sent' | 'checked' | 'history') {
  const get = async (organisationDid: string): Promise<TMembershipRequest[]> =>
    ZMembershipRequestList.parse(
      await apiClient.get(orgSchemesPath(name), { query: { organizationDid: organisationDid } }),
    );
  const options = (organisationDid: string | null) =>
    queryOptions({
      queryKey: [...MEMBERSHIP_REQUESTS_KEY, name, organisationDid] as const,
      queryFn: organisationDid ? () => get(organisationDid) : skipToken,
    });
  const useList = (organisationDid: string | null) => useQuery(options(organisationDid));
  return { get, queryOptions: options, useList };
}
