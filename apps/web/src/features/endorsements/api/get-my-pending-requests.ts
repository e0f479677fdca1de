import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZMembershipRequestList, type TMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { myPendingRequestsPath } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Prefix of the holder's own membership requests (pending and history): applying invalidates both. */
export const MY_REQUESTS_KEY = ['my-requests'] as const;

export function invalidateMyRequests(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, MY_REQUESTS_KEY);
}

/** GET /api/v1/users/my-approval-pending/{did} — the caller's requests still waiting (label WAITING). */
export async function getMyPendingRequests(did: string): Promise<TMembershipRequest[]> {
  return ZMembershipRequestList.parse(await apiClient.get(myPendingRequestsPath(did)));
}

export function getMyPendingRequestsQueryOptions(did: string | null) {
  return queryOptions({
    queryKey: [...MY_REQUESTS_KEY, 'pending', did] as const,
    queryFn: did ? () => getMyPendingRequests(did) : skipToken,
  });
}

export function useMyPendingRequests(did: string | null) {
  return useQuery(getMyPendingRequestsQueryOptions(did));
}
