import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZSchemeList, type TScheme } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/**
 * Root of every role (scheme) query key: a change to a role invalidates everything under it, the
 * role screens' lists and details and the active roles below.
 */
export const SCHEMES_KEY = ['schemes'] as const;

/**
 * GET /api/v1/trustanchor/schemes_active?organizationDid= — the organisation's active (approved)
 * custom roles: those a UserAdmin invites to and a member may be given
 * (docs/architecture.md, Four eyes).
 */
export async function getActiveRoles(organizationDid: string): Promise<TScheme[]> {
  return ZSchemeList.parse(
    await apiClient.get('/api/v1/trustanchor/schemes_active', { query: { organizationDid } }),
  );
}

/** Under SCHEMES_KEY: a change on the role screens refetches it too. */
export const getActiveRolesQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: [...SCHEMES_KEY, 'active', organizationDid] as const,
    queryFn: organizationDid ? () => getActiveRoles(organizationDid) : skipToken,
  });

/** `null` fetches nothing (an Admin's invite dialog needs no custom roles). */
export function useActiveRoles(organizationDid: string | null) {
  return useQuery(getActiveRolesQueryOptions(organizationDid));
}
