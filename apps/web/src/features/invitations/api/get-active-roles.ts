import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZSchemeList, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/v1/trustanchor/schemes_active?organizationDid= — the organisation's active (approved)
 * custom roles, the ones a UserAdmin invites to (DESIGN.md §10).
 */
export async function getActiveRoles(organizationDid: string): Promise<TScheme[]> {
  return ZSchemeList.parse(
    await apiClient.get('/api/v1/trustanchor/schemes_active', { query: { organizationDid } }),
  );
}

/** Under the roles' prefix (['schemes']): a change on the role screens refetches it too. */
export const getActiveRolesQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: ['schemes', 'active', organizationDid] as const,
    queryFn: organizationDid ? () => getActiveRoles(organizationDid) : skipToken,
  });

/** `null` fetches nothing (an Admin's dialog needs no custom roles). */
export function useActiveRoles(organizationDid: string | null) {
  return useQuery(getActiveRolesQueryOptions(organizationDid));
}
