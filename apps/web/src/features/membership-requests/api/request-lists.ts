import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZMembershipRequestList, type TMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { orgSchemesPath } from './paths';

/** Prefix of every membership-request query: a step taken on a request invalidates them all. */
export const MEMBERSHIP_REQUESTS_KEY = ['membership-requests'] as const;

/** Refetches every list of requests (the queues, the history and the provider's). */
export function invalidateMembershipRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: MEMBERSHIP_REQUESTS_KEY });
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/** Newest first, as the console's other lists (spec §2). */
export function newestRequestsFirst(requests: readonly TMembershipRequest[]): TMembershipRequest[] {
  return [...requests].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** The history: the latest decision first. */
export function latestDecisionsFirst(requests: readonly TMembershipRequest[]): TMembershipRequest[] {
  return [...requests].sort((a, b) => time(b.decidedAt ?? b.createdAt) - time(a.decidedAt ?? a.createdAt));
}

/**
 * One of the organisation's lists (GET …/orgschemes/{name}?organizationDid=): each endpoint file
 * names its path and order and exports what this builds.
 */
export function organisationRequestList(
  name: 'sent' | 'checked' | 'history',
  order: (requests: readonly TMembershipRequest[]) => TMembershipRequest[],
) {
  const get = async (organisationDid: string): Promise<TMembershipRequest[]> =>
    ZMembershipRequestList.parse(await apiClient.get(orgSchemesPath(name), { query: { organizationDid: organisationDid } }));
  const options = (organisationDid: string | null) =>
    queryOptions({
      queryKey: [...MEMBERSHIP_REQUESTS_KEY, name, organisationDid] as const,
      queryFn: organisationDid ? () => get(organisationDid) : skipToken,
      select: order,
    });
  const useList = (organisationDid: string | null) => useQuery(options(organisationDid));
  return { get, queryOptions: options, useList };
}
