import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE, ZActivityReport, type TActivityReport } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/** Root of every activity-report query key. */
export const ACTIVITIES_KEY = ['activities'] as const;

/**
 * The activity reports (an organisation's, the holder's own) take the same query and answer the
 * same page: each endpoint file names its path and key, and exports what this builds.
 */
export function activityReport(scope: 'organisation' | 'own', path: string) {
  const get = async (did: string, page: number): Promise<TActivityReport> =>
    ZActivityReport.parse(await apiClient.get(path, { query: { did, page, pageSize: ACTIVITY_PAGE_SIZE } }));
  const options = (did: string | null, page = ACTIVITY_FIRST_PAGE) =>
    queryOptions({
      queryKey: [...ACTIVITIES_KEY, scope, did, page] as const,
      queryFn: did ? () => get(did, page) : skipToken,
    });
  // The previous page stays on screen while the next one loads.
  const useReport = (did: string | null, page = ACTIVITY_FIRST_PAGE) =>
    useQuery({ ...options(did, page), placeholderData: keepPreviousData });
  return { get, queryOptions: options, useReport };
}
