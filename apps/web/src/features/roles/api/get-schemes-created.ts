import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZSchemeList, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { newestSchemesFirst, SCHEMES_KEY } from './get-schemes';

/** GET /api/v1/trustanchor/schemes_created?organizationDid= — the roles awaiting their check. */
export async function getSchemesCreated(organizationDid: string): Promise<TScheme[]> {
  return ZSchemeList.parse(
    await apiClient.get('/api/v1/trustanchor/schemes_created', { query: { organizationDid } }),
  );
}

export const getSchemesCreatedQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: [...SCHEMES_KEY, 'created', organizationDid] as const,
    queryFn: organizationDid ? () => getSchemesCreated(organizationDid) : skipToken,
  });

export function useSchemesCreated(organizationDid: string | null) {
  return useQuery({ ...getSchemesCreatedQueryOptions(organizationDid), select: newestSchemesFirst });
}
