import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZMembershipRequestList, type TMembershipRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { MY_REQUESTS_KEY } from './get-my-pending-requests';
import { myRequestHistoryPath } from './paths';

/** GET /api/v1/users/my-history/{did} — the caller's decided requests (APPROVED, or REJECTED with a reason). */
export async function getMyRequestHistory(did: string): Promise<TMembershipRequest[]> {
  return ZMembershipRequestList.parse(await apiClient.get(myRequestHistoryPath(did)));
}

export function getMyRequestHistoryQueryOptions(did: string | null) {
  return queryOptions({
    queryKey: [...MY_REQUESTS_KEY, 'history', did] as const,
    queryFn: did ? () => getMyRequestHistory(did) : skipToken,
  });
}

export function useMyRequestHistory(did: string | null) {
  return useQuery(getMyRequestHistoryQueryOptions(did));
}
