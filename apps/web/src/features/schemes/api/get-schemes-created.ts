import { schemeList } from './get-schemes';

const list = schemeList('created', '/api/v1/trustanchor/schemes_created');

/** GET /api/v1/trustanchor/schemes_created?organizationDid= — the roles awaiting their check. */
export const getSchemesCreated = list.get;

export const getSchemesCreatedQueryOptions = list.queryOptions;

export const useSchemesCreated = list.useList;
