import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZCustomFieldTypeList, type TCustomFieldType } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Prefix of every custom-field-type query: a change to a type or to a role's fields invalidates it. */
export const CUSTOM_FIELD_TYPES_KEY = ['custom-field-types'] as const;

/** Refetches every custom-field-type query. */
export function invalidateCustomFieldTypes(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, CUSTOM_FIELD_TYPES_KEY);
}

/** GET /api/v1/trustanchor/customfieldtypes?organizationDid= — the organisation's field types. */
export async function getCustomFieldTypes(organisationDid: string): Promise<TCustomFieldType[]> {
  return ZCustomFieldTypeList.parse(
    await apiClient.get(CUSTOM_FIELD_TYPES_PATH, { query: { organizationDid: organisationDid } }),
  );
}

export const getCustomFieldTypesQueryOptions = (organisationDid: string | null) =>
  queryOptions({
    queryKey: [...CUSTOM_FIELD_TYPES_KEY, organisationDid] as const,
    queryFn: organisationDid ? () => getCustomFieldTypes(organisationDid) : skipToken,
  });

export function useCustomFieldTypes(organisationDid: string | null) {
  return useQuery(getCustomFieldTypesQueryOptions(organisationDid));
}
