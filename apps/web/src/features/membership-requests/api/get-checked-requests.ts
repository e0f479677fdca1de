import { organisationRequestList } from './request-lists';

const list = organisationRequestList('checked');

/** GET /api/v1/trustanchor/orgschemes/checked?organizationDid= — the requests waiting for their approval (CHECKED). */
export const getCheckedRequests = list.get;

export const getCheckedRequestsQueryOptions = list.queryOptions;

export const useCheckedRequests = list.useList;
