import { ZDeleteCustomFieldTypesResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateCustomFieldTypes } from './get-custom-field-types';
import { mutationHook } from '../../../lib/mutation-hook';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';

/**
 * DELETE /api/v1/trustanchor/customfieldtypes { ids } → { removed }. A type a role field uses is
 * refused with 409 ('This field type is used by a role field and cannot be removed').
 */
export async function deleteCustomFieldTypes(ids: string[]): Promise<string[]> {
  const answer = await apiClient.delete(CUSTOM_FIELD_TYPES_PATH, { payload: { ids } });
  return ZDeleteCustomFieldTypesResponse.parse(answer).removed;
}

export const useDeleteCustomFieldTypes = mutationHook(deleteCustomFieldTypes, invalidateCustomFieldTypes);
