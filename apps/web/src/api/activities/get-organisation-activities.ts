import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE, ZActivityReport, type TActivityReport } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/** Root of every activity-report query key. */
export const ACTIVITIES_KEY = ['activities'] as const;

/** GET /api/public/reports?did=&page=&pageSize= — an organisation's activities, server-paged, newest first. */
export async function getOrganisationActivities(did: string, page: number): Promise<TActivityReport> {
  const body = await apiClient.get('/public/reports', { query: { did, page, pageSize: ACTIVITY_PAGE_SIZE } });
  return ZActivityReport.parse(body);
}

export const getOrganisationActivitiesQueryOptions = (did: string | null, page = ACTIVITY_FIRST_PAGE) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'organisation', did, page] as const,
    queryFn: did ? () => getOrganisationActivities(did, page) : skipToken,
  });

/** Home shows the first page of the member's organisation; the provider's detail pages through any. */
export function useOrganisationActivities(did: string | null, page = ACTIVITY_FIRST_PAGE) {
  return useQuery({ ...getOrganisationActivitiesQueryOptions(did, page), placeholderData: keepPreviousData });
}
