import { organisationRequestList } from './request-lists';

const list = organisationRequestList('sent');

/** GET /api/v1/trustanchor/orgschemes/sent?organizationDid= — the requests waiting for their check (SENT). */
export const getSentRequests = list.get;

export const getSentRequestsQueryOptions = list.queryOptions;

export const useSentRequests = list.useList;
