import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZDidRecord } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/v1/identities/{did} — whether the DID has logged in to the registry at least once. A
 * Machine User invitation can be approved by the provider only then (spec §8: "Fail to approve,
 * User have not joined the {product}"), so the invite dialog says so before it is sent.
 */
export async function getDidRegistered(did: string): Promise<boolean> {
  return ZDidRecord.parse(await apiClient.get(`/api/v1/identities/${encodeURIComponent(did)}`)).registered;
}

/** `null` asks nothing (no DID typed yet, or not a whole one). */
export function useDidRegistered(did: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['did-registered', did] as const,
      queryFn: did ? () => getDidRegistered(did) : skipToken,
      staleTime: 30_000,
    }),
  );
}
