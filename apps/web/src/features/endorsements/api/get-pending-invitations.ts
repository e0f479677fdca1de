import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZPendingInvitationList, type TPendingInvitation } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { INVITATIONS_PATH } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Prefix of the invitee's invitation queries: claiming or answering one invalidates them all. */
export const PENDING_INVITATIONS_KEY = ['pending-invitations'] as const;

export function invalidatePendingInvitations(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, PENDING_INVITATIONS_KEY);
}

/** GET /api/v1/invitations/ — the invitations bound to the caller's DID (by their code) still to answer, newest first. */
export async function getPendingInvitations(): Promise<TPendingInvitation[]> {
  return ZPendingInvitationList.parse(await apiClient.get(INVITATIONS_PATH));
}

/** Keyed by the caller's DID, so one login never shows another's list from the cache. */
export function getPendingInvitationsQueryOptions(did: string | null) {
  return queryOptions({
    queryKey: [...PENDING_INVITATIONS_KEY, did] as const,
    queryFn: did ? getPendingInvitations : skipToken,
  });
}

export function usePendingInvitations(did: string | null) {
  return useQuery(getPendingInvitationsQueryOptions(did));
}
