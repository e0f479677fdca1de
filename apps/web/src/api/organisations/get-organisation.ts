import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZOrganisationDetail, type TOrganisationDetail } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/** Root of every organisations query key; a change to organisations invalidates it. */
export const ORGANISATIONS_KEY = ['organisations'] as const;

/**
 * GET /api/accounts/{did}?memberId= — one organisation (spec §3 "Organisation detail"). The answer
 * does not depend on memberId (docs/spec-notes.md), so the cache is keyed by the DID alone.
 */
export async function getOrganisation(did: string, memberId?: string | null): Promise<TOrganisationDetail> {
  const body = await apiClient.get(`/accounts/${encodeURIComponent(did)}`, {
    query: { memberId: memberId ?? undefined },
  });
  return ZOrganisationDetail.parse(body);
}

export const getOrganisationQueryOptions = (did: string | null, memberId?: string | null) =>
  queryOptions({
    queryKey: [...ORGANISATIONS_KEY, 'detail', did] as const,
    queryFn: did ? () => getOrganisation(did, memberId) : skipToken,
  });

/** Home reads the member's own organisation; the provider's detail screen reads any. */
export function useOrganisation(did: string | null, memberId?: string | null) {
  return useQuery(getOrganisationQueryOptions(did, memberId));
}
