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
export async function getActiveRoles(organisationDid: string): Promise<TScheme[]> {
  return ZSchemeList.parse(
    await apiClient.get('/api/v1/trustanchor/schemes_active', {
      query: { organizationDid: organisationDid },
    }),
  );
}

/** Under SCHEMES_KEY: a change on the role screens refetches it too. */
export const getActiveRolesQueryOptions = (organisationDid: string | null) =>
  queryOptions({
    queryKey: [...SCHEMES_KEY, 'active', organisationDid] as const,
    queryFn: organisationDid ? () => getActiveRoles(organisationDid) : skipToken,
  });

/** `null` fetches nothing (an Admin's invite dialog needs no custom roles). */
export function useActiveRoles(organisationDid: string | null) {
  return useQuery(getActiveRolesQueryOptions(organisationDid));
}
