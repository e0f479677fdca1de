import { organisationRequestList } from './request-lists';

const list = organisationRequestList('history');

/** GET /api/v1/trustanchor/orgschemes/history?organizationDid= — the decided requests (APPROVED, REJECTED). */
export const getRequestHistory = list.get;

export const getRequestHistoryQueryOptions = list.queryOptions;

export const useRequestHistory = list.useList;
