import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZEndorsementList, type TEndorsement } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { endorsementsPath } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Prefix of the organisation's issued endorsements: an approval or a revocation invalidates it. */
export const ORGANISATION_ENDORSEMENTS_KEY = ['organisation-endorsements'] as const;

export function invalidateEndorsements(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, ORGANISATION_ENDORSEMENTS_KEY);
}

/** GET /api/v1/endorsements?organizationDid= — the endorsements the organisation issued, valid or revoked, the latest first. */
export async function getEndorsements(organisationDid: string): Promise<TEndorsement[]> {
  return ZEndorsementList.parse(
    await apiClient.get(endorsementsPath(), { query: { organizationDid: organisationDid } }),
  );
}

export const getEndorsementsQueryOptions = (organisationDid: string | null) =>
  queryOptions({
    queryKey: [...ORGANISATION_ENDORSEMENTS_KEY, organisationDid] as const,
    queryFn: organisationDid ? () => getEndorsements(organisationDid) : skipToken,
  });

export function useEndorsements(organisationDid: string | null) {
  return useQuery(getEndorsementsQueryOptions(organisationDid));
}
