import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZSchemeList, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { ACTIVE_ROLES_PATH } from './paths';

/** GET /api/v1/trustanchor/schemes_active?organizationDid= — the custom roles a member may be given. */
export async function getActiveRoles(organizationDid: string): Promise<TScheme[]> {
  return ZSchemeList.parse(await apiClient.get(ACTIVE_ROLES_PATH, { query: { organizationDid } }));
}

// Under the roles feature's key prefix ('schemes'): a change to a role there refreshes this too.
export const getActiveRolesQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: ['schemes', 'active', organizationDid] as const,
    queryFn: organizationDid ? () => getActiveRoles(organizationDid) : skipToken,
  });

export function useActiveRoles(organizationDid: string | null) {
  return useQuery(getActiveRolesQueryOptions(organizationDid));
}
