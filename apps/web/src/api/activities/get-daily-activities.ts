import { skipToken, useQuery } from '@tanstack/react-query';
import { ZActivityDaily, type TActivityDaily } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { ACTIVITIES_KEY, browserTimeZone, filterQuery, type ActivityFilters } from './activity-report';

/** GET /api/v1/reports/daily: events per day and type, for the chart above the activity table; days in the browser's time zone. */
export async function getDailyActivities(did: string, filters: ActivityFilters): Promise<TActivityDaily> {
  return ZActivityDaily.parse(
    await apiClient.get('/v1/reports/daily', {
      query: { did, ...filterQuery(filters), timezone: browserTimeZone() },
    }),
  );
}

export function useDailyActivities(did: string | null, filters: ActivityFilters) {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'daily', did, filters] as const,
    queryFn: did ? () => getDailyActivities(did, filters) : skipToken,
  });
}
