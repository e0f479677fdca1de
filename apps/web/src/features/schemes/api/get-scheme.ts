import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZSchemeDetail, type TSchemeDetail } from '@sigil/core';
import { SCHEMES_KEY } from '../../../api/schemes/get-active-roles';
import { apiClient } from '../../../lib/api-client';
import { schemePath } from './paths';

/** GET /api/v1/trustanchor/schemes/{id} — one role with its fields and its history, newest first. */
export async function getScheme(id: string): Promise<TSchemeDetail> {
  return ZSchemeDetail.parse(await apiClient.get(schemePath(id)));
}

export const getSchemeQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: [...SCHEMES_KEY, 'detail', id] as const,
    queryFn: id ? () => getScheme(id) : skipToken,
  });

export function useScheme(id: string | null) {
  return useQuery(getSchemeQueryOptions(id));
}
