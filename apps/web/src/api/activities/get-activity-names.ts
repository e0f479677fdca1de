import { skipToken, useQuery } from '@tanstack/react-query';
import { ZActivityNameList, type TActivityName } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { ACTIVITIES_KEY } from './activity-report';

/** Whose names the name filter offers: an organisation's members, or the organisations of a holder. */
export type TNameSource = 'members' | 'organisations';

/**
 * GET /api/public/reports/list-user?orgDid= (an organisation's members, past and present) or
 * /api/public/reports/list-org?did= (the organisations a holder is or was a member of; provider).
 */
export async function getActivityNames(source: TNameSource, did: string): Promise<TActivityName[]> {
  const answer =
    source === 'members'
      ? await apiClient.get('/public/reports/list-user', { query: { orgDid: did } })
      : await apiClient.get('/public/reports/list-org', { query: { did } });
  return ZActivityNameList.parse(answer).data;
}

export function useActivityNames(source: TNameSource | null, did: string | null) {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'names', source, did] as const,
    queryFn: source && did ? () => getActivityNames(source, did) : skipToken,
  });
}
