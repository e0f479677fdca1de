import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE, ZActivityReport, type TActivityReport } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { ACTIVITIES_KEY } from './get-organisation-activities';

/** GET /api/reports?did=&page=&pageSize= — the signed-in holder's own activities, server-paged. */
export async function getOwnActivities(did: string, page: number): Promise<TActivityReport> {
  const body = await apiClient.get('/reports', { query: { did, page, pageSize: ACTIVITY_PAGE_SIZE } });
  return ZActivityReport.parse(body);
}

export const getOwnActivitiesQueryOptions = (did: string | null, page = ACTIVITY_FIRST_PAGE) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'own', did, page] as const,
    queryFn: did ? () => getOwnActivities(did, page) : skipToken,
  });

export function useOwnActivities(did: string | null, page = ACTIVITY_FIRST_PAGE) {
  return useQuery({ ...getOwnActivitiesQueryOptions(did, page), placeholderData: keepPreviousData });
}
