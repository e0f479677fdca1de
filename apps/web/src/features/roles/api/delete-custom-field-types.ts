import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteCustomFieldTypesResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { CUSTOM_FIELD_TYPES_KEY } from './get-custom-field-types';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';

/**
 * DELETE /api/v1/trustanchor/customfieldtypes { ids } → { removed }. A type a role field uses is
 * refused with 409 ('This field type is used by a role field and cannot be removed').
 */
export async function deleteCustomFieldTypes(ids: string[]): Promise<string[]> {
  const answer = await apiClient.delete(CUSTOM_FIELD_TYPES_PATH, { payload: { ids } });
  return ZDeleteCustomFieldTypesResponse.parse(answer).removed;
}

export function useDeleteCustomFieldTypes(callbacks: MutationCallbacks<string[], string[]> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomFieldTypes,
    ...callbackOptions(callbacks),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOM_FIELD_TYPES_KEY }),
  });
}
