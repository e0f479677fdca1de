import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZCustomFieldTypeList, type TCustomFieldType } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';

/** Prefix of every custom-field-type query: a change to a type or to a role's fields invalidates it. */
export const CUSTOM_FIELD_TYPES_KEY = ['custom-field-types'] as const;

/** Refetches every custom-field-type query. */
export function invalidateCustomFieldTypes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CUSTOM_FIELD_TYPES_KEY });
}

/** GET /api/v1/trustanchor/customfieldtypes?organizationDid= — the organisation's field types. */
export async function getCustomFieldTypes(organizationDid: string): Promise<TCustomFieldType[]> {
  return ZCustomFieldTypeList.parse(
    await apiClient.get(CUSTOM_FIELD_TYPES_PATH, { query: { organizationDid } }),
  );
}

export const getCustomFieldTypesQueryOptions = (organizationDid: string | null) =>
  queryOptions({
    queryKey: [...CUSTOM_FIELD_TYPES_KEY, organizationDid] as const,
    queryFn: organizationDid ? () => getCustomFieldTypes(organizationDid) : skipToken,
  });

export function useCustomFieldTypes(organizationDid: string | null) {
  return useQuery(getCustomFieldTypesQueryOptions(organizationDid));
}
