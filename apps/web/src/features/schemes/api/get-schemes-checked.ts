import { schemeList } from './get-schemes';

const list = schemeList('checked', '/api/v1/trustanchor/schemes_checked');

/** GET /api/v1/trustanchor/schemes_checked?organizationDid= — the roles awaiting their approval. */
export const getSchemesChecked = list.get;

export const getSchemesCheckedQueryOptions = list.queryOptions;

export const useSchemesChecked = list.useList;
