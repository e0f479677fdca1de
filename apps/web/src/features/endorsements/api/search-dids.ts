import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZDidSearchResult, type TDidSearchResult } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { explorerPath } from './paths';

export const DID_SEARCH_KEY = ['did-search'] as const;

/**
 * GET /api/v1/accounts/explorer/{search} — the DID records of a DID, or of the organisations whose
 * name holds the text. A protected record (not the caller's own) comes with `hidden: true`.
 */
export async function searchDids(search: string): Promise<TDidSearchResult> {
  return ZDidSearchResult.parse(await apiClient.get(explorerPath(search)));
}

/** Nothing is asked before a search is made (`search` null). */
export function searchDidsQueryOptions(search: string | null) {
  return queryOptions({
    queryKey: [...DID_SEARCH_KEY, search] as const,
    queryFn: search ? () => searchDids(search) : skipToken,
  });
}

export function useDidSearch(search: string | null) {
  return useQuery(searchDidsQueryOptions(search));
}
