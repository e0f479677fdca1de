import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZInvitationList, type TInvitation } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

/** Prefix of every invitation query: a change to an invitation invalidates them all. */
export const INVITATIONS_KEY = ['invitations'] as const;

/** Refetches every invitation list (the organisation's and the provider's). */
export function invalidateInvitations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
}

/** Spec §9: invitations are sorted by createdDate, newest first. */
export function newestInvitationsFirst(invitations: readonly TInvitation[]): TInvitation[] {
  return [...invitations].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

/**
 * The organisation's sent invitations (the admin ones, the user ones) take the organisation and
 * answer invitations, shown newest first: each endpoint file names its path and key, and exports
 * what this builds.
 */
export function sentInvitationList(name: 'admin' | 'user', path: string) {
  const get = async (organisationDid: string): Promise<TInvitation[]> =>
    ZInvitationList.parse(await apiClient.get(path, { query: { organizationDid: organisationDid } }));
  const options = (organisationDid: string | null) =>
    queryOptions({
      queryKey: [...INVITATIONS_KEY, 'sent', name, organisationDid] as const,
      queryFn: organisationDid ? () => get(organisationDid) : skipToken,
      select: newestInvitationsFirst,
    });
  const useList = (organisationDid: string | null) => useQuery(options(organisationDid));
  return { get, queryOptions: options, useList };
}
