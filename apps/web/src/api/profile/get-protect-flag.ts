import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZProtectResponse, type TProtectResponse } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { refreshQueries } from '../../lib/refresh-queries';

/** One's own protect flag: read and changed by individuals (spec §4), on Endorsements and Account Settings. */
export const PROTECT_PATH = '/api/v1/member-detail/protect';

export const PROTECT_FLAG_KEY = ['protect-flag'] as const;

export function invalidateProtectFlag(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, PROTECT_FLAG_KEY);
}

/** GET /api/v1/member-detail/protect → { protectFlag }: 'N' public, 'Y' protected (spec §3, §4). */
export async function getProtectFlag(): Promise<TProtectResponse> {
  return ZProtectResponse.parse(await apiClient.get(PROTECT_PATH));
}

export function getProtectFlagQueryOptions(did: string | null) {
  return queryOptions({
    queryKey: [...PROTECT_FLAG_KEY, did] as const,
    queryFn: did ? getProtectFlag : skipToken,
  });
}

export function useProtectFlag(did: string | null) {
  return useQuery(getProtectFlagQueryOptions(did));
}
