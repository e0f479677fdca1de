import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZSchemeList, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { newestSchemesFirst, SCHEMES_KEY } from './get-schemes';

/** GET /api/v1/trustanchor/schemes_checked?organizationDid= — the roles awaiting their approval. */
export async function getSchemesChecked(organizationDid: string): Promise<TScheme[]> {
  return ZSchemeList.parse(
    await apiClient.get('/api/v1/trustanchor/schemes_checked', { query: { organizationDid } }),
  );
}

export const getSchemesCheckedQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: [...SCHEMES_KEY, 'checked', organizationDid] as const,
    queryFn: organizationDid ? () => getSchemesChecked(organizationDid) : skipToken,
  });

export function useSchemesChecked(organizationDid: string | null) {
  return useQuery({ ...getSchemesCheckedQueryOptions(organizationDid), select: newestSchemesFirst });
}
