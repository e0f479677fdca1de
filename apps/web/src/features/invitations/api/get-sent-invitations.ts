import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZInvitationList, type TInvitation } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Prefix of every invitation query: a change to an invitation invalidates them all. */
export const INVITATIONS_KEY = ['invitations'] as const;

/** Refetches every invitation list (the organisation's and the provider's). */
export function invalidateInvitations(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, INVITATIONS_KEY);
}

/**
 * The organisation's sent invitations (the admin ones, the user ones) take the organisation and
 * answer invitations sorted by createdDate descending (spec §9), as the server sends them: each endpoint file names its path and key, and exports
 * what this builds.
 */
export function sentInvitationList(name: 'admin' | 'user', path: string) {
  const get = async (organisationDid: string): Promise<TInvitation[]> =>
    ZInvitationList.parse(await apiClient.get(path, { query: { organizationDid: organisationDid } }));
  const options = (organisationDid: string | null) =>
    queryOptions({
      queryKey: [...INVITATIONS_KEY, 'sent', name, organisationDid] as const,
      queryFn: organisationDid ? () => get(organisationDid) : skipToken,
    });
  const useList = (organisationDid: string | null) => useQuery(options(organisationDid));
  return { get, queryOptions: options, useList };
}
