import { activityReport } from './activity-report';

const report = activityReport('own', '/reports');

/** GET /api/reports?did=&page=&pageSize= — the signed-in holder's own activities, server-paged. */
export const getOwnActivities = report.get;

export const getOwnActivitiesQueryOptions = report.queryOptions;

export const useOwnActivities = report.useReport;
