import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZSchemeList, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { SCHEMES_PATH } from './paths';

/** Prefix of every role (scheme) query: a change to a role invalidates them all. */
export const SCHEMES_KEY = ['schemes'] as const;

/** Refetches every role query (lists, details, the check and approval queues). */
export function invalidateSchemes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SCHEMES_KEY });
}

/** Newest first, by creation time (spec §2: lists show the newest first). */
export function newestSchemesFirst(schemes: readonly TScheme[]): TScheme[] {
  return [...schemes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** GET /api/v1/trustanchor/schemes?organizationDid= — every role of the organisation, any status. */
export async function getSchemes(organizationDid: string): Promise<TScheme[]> {
  return ZSchemeList.parse(await apiClient.get(SCHEMES_PATH, { query: { organizationDid } }));
}

export const getSchemesQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: [...SCHEMES_KEY, 'list', organizationDid] as const,
    queryFn: organizationDid ? () => getSchemes(organizationDid) : skipToken,
  });

export function useSchemes(organizationDid: string | null) {
  return useQuery({ ...getSchemesQueryOptions(organizationDid), select: newestSchemesFirst });
}
