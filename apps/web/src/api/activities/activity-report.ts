import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_FIRST_PAGE,
  ACTIVITY_PAGE_SIZE,
  ZActivityReport,
  type TActivitiesType,
  type TActivityReport,
} from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/** Root of every activity-report query key. */
export const ACTIVITIES_KEY = ['activities'] as const;

/** What a report is narrowed to (spec §7 Reports): calendar days, and chosen members or organisations. */
export interface ActivityFilters {
  /** YYYY-MM-DD; `to` is taken to its end of day by the server. */
  from?: string;
  to?: string;
  didFilter?: readonly string[];
  orgDidFilter?: readonly string[];
  activitiesType?: TActivitiesType;
}

let timeZone: string | undefined;

/** The browser's time zone: the server reads the filter's days in it. */
export function browserTimeZone(): string {
  // Asked once: a DateTimeFormat is costly to make, and the zone does not change under a page.
  return (timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/**
 * The query of a report call: the filters, without empty lists. The server reads a day range in
 * the browser's time zone, so a range comes with it; a call without one leaves it out, and with it
 * the first use of Intl on the page (ICU's set-up: some 15 ms of main thread on a laptop, four
 * times that on a phone, inside the home's first render).
 */
export function filterQuery(filters: ActivityFilters) {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    didFilter: filters.didFilter?.length ? filters.didFilter : undefined,
    orgDidFilter: filters.orgDidFilter?.length ? filters.orgDidFilter : undefined,
    activitiesType: filters.activitiesType,
    timezone: filters.from || filters.to ? browserTimeZone() : undefined,
  };
}

/**
 * The activity reports (an organisation's, the holder's own) take the same query and answer the
 * same page: each endpoint file names its path and key, and exports what this builds.
 */
export function activityReport(scope: 'organisation' | 'own', path: string) {
  const get = async (did: string, page: number, filters: ActivityFilters = {}): Promise<TActivityReport> =>
    ZActivityReport.parse(
      await apiClient.get(path, {
        query: { did, page, pageSize: ACTIVITY_PAGE_SIZE, ...filterQuery(filters) },
      }),
    );
  const options = (did: string | null, page = ACTIVITY_FIRST_PAGE, filters: ActivityFilters = {}) =>
    queryOptions({
      queryKey: [...ACTIVITIES_KEY, scope, did, page, filters] as const,
      queryFn: did ? () => get(did, page, filters) : skipToken,
    });
  // The previous page stays on screen while the next one loads.
  const useReport = (did: string | null, page = ACTIVITY_FIRST_PAGE, filters: ActivityFilters = {}) =>
    useQuery({ ...options(did, page, filters), placeholderData: keepPreviousData });
  return { get, queryOptions: options, useReport };
}
