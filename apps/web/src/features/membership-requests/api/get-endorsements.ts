import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZEndorsementList, type TEndorsement } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { endorsementsPath } from './paths';

/** Prefix of the organisation's issued endorsements: an approval or a revocation invalidates it. */
export const ORGANISATION_ENDORSEMENTS_KEY = ['organisation-endorsements'] as const;

export function invalidateEndorsements(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ORGANISATION_ENDORSEMENTS_KEY });
}

/** The latest issued first. */
export function newestEndorsementsFirst(endorsements: readonly TEndorsement[]): TEndorsement[] {
  return [...endorsements].sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt));
}

/** GET /api/v1/endorsements?organizationDid= — the endorsements the organisation issued, valid or revoked. */
export async function getEndorsements(organizationDid: string): Promise<TEndorsement[]> {
  return ZEndorsementList.parse(await apiClient.get(endorsementsPath(), { query: { organizationDid } }));
}

export const getEndorsementsQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: [...ORGANISATION_ENDORSEMENTS_KEY, organizationDid] as const,
    queryFn: organizationDid ? () => getEndorsements(organizationDid) : skipToken,
    select: newestEndorsementsFirst,
  });

export function useEndorsements(organizationDid: string | null) {
  return useQuery(getEndorsementsQueryOptions(organizationDid));
}
