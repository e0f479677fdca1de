import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZSchemeList, type TScheme } from '@sigil/core';
import { SCHEMES_KEY } from '../../../api/schemes/get-active-roles';
import { apiClient } from '../../../lib/api-client';
import { SCHEMES_PATH } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Refetches every role query (lists, details, the check and approval queues). */
export function invalidateSchemes(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, SCHEMES_KEY);
}

/**
 * The role lists (all of them, those awaiting their check, those awaiting their approval) take the
 * organisation and answer roles, newest first as the server sends them: each endpoint file names its path and key, and
 * exports what this builds.
 */
export function schemeList(name: 'list' | 'created' | 'checked', path: string) {
  const get = async (organisationDid: string): Promise<TScheme[]> =>
    ZSchemeList.parse(await apiClient.get(path, { query: { organizationDid: organisationDid } }));
  const options = (organisationDid: string | null) =>
    queryOptions({
      queryKey: [...SCHEMES_KEY, name, organisationDid] as const,
      queryFn: organisationDid ? () => get(organisationDid) : skipToken,
    });
  const useList = (organisationDid: string | null) => useQuery(options(organisationDid));
  return { get, queryOptions: options, useList };
}

const list = schemeList('list', SCHEMES_PATH);

/** GET /api/v1/trustanchor/schemes?organizationDid= — every role of the organisation, any status. */
export const getSchemes = list.get;

export const getSchemesQueryOptions = list.queryOptions;

export const useSchemes = list.useList;
