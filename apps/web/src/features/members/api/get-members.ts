import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZMemberList, type TMember } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { newestFirst } from '../../../lib/format';
import { organisationMembersPath } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Prefix of every members query: a change to a member invalidates them all. */
export const MEMBERS_KEY = ['members'] as const;

export function invalidateMembers(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, MEMBERS_KEY);
}

/** GET /api/accounts/{organisationDid}/members — every member of the organisation, in any role. */
export async function getMembers(organisationDid: string): Promise<TMember[]> {
  return ZMemberList.parse(await apiClient.get(organisationMembersPath(organisationDid)));
}

export const getMembersQueryOptions = (organisationDid: string | null) =>
  queryOptions({
    queryKey: [...MEMBERS_KEY, organisationDid] as const,
    queryFn: organisationDid ? () => getMembers(organisationDid) : skipToken,
  });

/** The admin list, the user lists and the key users all read this one query. */
export function useMembers(organisationDid: string | null) {
  return useQuery({ ...getMembersQueryOptions(organisationDid), select: newestFirst });
}
