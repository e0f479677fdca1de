import { activityReport } from './activity-report';

const report = activityReport('organisation', '/public/reports');

/** GET /api/public/reports?did=&page=&pageSize= — an organisation's activities, server-paged, newest first. */
export const getOrganisationActivities = report.get;

export const getOrganisationActivitiesQueryOptions = report.queryOptions;

/** Home shows the first page of the member's organisation; the provider's detail pages through any. */
export const useOrganisationActivities = report.useReport;
