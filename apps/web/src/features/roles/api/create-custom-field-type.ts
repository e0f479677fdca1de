import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCustomFieldType, type TCustomFieldType, type TCustomFieldTypeRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { CUSTOM_FIELD_TYPES_KEY } from './get-custom-field-types';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';

/** The body the console sends: name, kind and the options of a list (the organisation is the session's). */
export type CustomFieldTypeBody = Pick<TCustomFieldTypeRequest, 'name' | 'kind' | 'options'>;

/** POST /api/v1/trustanchor/customfieldtypes { name, kind, options } → 201, the new type. */
export async function createCustomFieldType(body: CustomFieldTypeBody): Promise<TCustomFieldType> {
  return ZCustomFieldType.parse(await apiClient.post(CUSTOM_FIELD_TYPES_PATH, body));
}

export function useCreateCustomFieldType(
  callbacks: MutationCallbacks<TCustomFieldType, CustomFieldTypeBody> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomFieldType,
    ...callbackOptions(callbacks),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOM_FIELD_TYPES_KEY }),
  });
}
