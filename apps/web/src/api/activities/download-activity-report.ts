import { apiClient } from '../../lib/api-client';
import { readTextStream, type StreamProgress } from '../../lib/read-text-stream';
import { browserTimeZone, filterQuery, type ActivityFilters } from './activity-report';

/** Where each login downloads its report (spec §7 Reports). */
export type TReportDownloadPath =
  '/reports/download' | '/public/reports/download' | '/admin/reports/download';

/**
 * GET {path}?did=&startDate=&endDate=&timezone=&didFilter=&orgDidFilter=&activitiesType=:
 * reports.csv, its times in the browser's time zone, read as it streams so the dialog can show how
 * much has arrived.
 */
export async function downloadActivityReport(
  path: TReportDownloadPath,
  did: string,
  filters: ActivityFilters,
  onProgress: (progress: StreamProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { from, to, ...rest } = filterQuery(filters);
  const response = await apiClient.getFile(path, {
    query: { did, startDate: from, endDate: to, ...rest, timezone: browserTimeZone() },
    signal,
  });
  return readTextStream(response, onProgress);
}
