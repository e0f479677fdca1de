import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZOrganisationUserList, type TOrganisationUser } from '@sigil/core';
import { ORGANISATIONS_KEY } from '../../../api/organisations/get-organisation';
import { apiClient } from '../../../lib/api-client';
import { newestFirst } from '../../../lib/format';

/** GET /api/v1/users/?organizationDid= — an organisation's live members, oldest first. */
export async function getOrganisationUsers(did: string): Promise<TOrganisationUser[]> {
  return ZOrganisationUserList.parse(await apiClient.get('/v1/users/', { query: { organizationDid: did } }));
}

export const getOrganisationUsersQueryOptions = (did: string | null) =>
  queryOptions({
    queryKey: [...ORGANISATIONS_KEY, 'users', did] as const,
    queryFn: did ? () => getOrganisationUsers(did) : skipToken,
  });

/** The detail's Endorsee tab, newest first (spec §2). */
export function useOrganisationUsers(did: string | null) {
  return useQuery({ ...getOrganisationUsersQueryOptions(did), select: newestFirst });
}
