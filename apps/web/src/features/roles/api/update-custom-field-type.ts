import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCustomFieldType, type TCustomFieldType } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import type { CustomFieldTypeBody } from './create-custom-field-type';
import { CUSTOM_FIELD_TYPES_KEY } from './get-custom-field-types';
import { SCHEMES_KEY } from './get-schemes';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';

export interface UpdateCustomFieldTypeVariables {
  id: string;
  body: CustomFieldTypeBody;
}

/** PUT /api/v1/trustanchor/customfieldtypes/{id} { name, kind, options } → the type. */
export async function updateCustomFieldType({
  id,
  body,
}: UpdateCustomFieldTypeVariables): Promise<TCustomFieldType> {
  return ZCustomFieldType.parse(
    await apiClient.put(`${CUSTOM_FIELD_TYPES_PATH}/${encodeURIComponent(id)}`, body),
  );
}

/** The roles show their fields' type names: they are fetched again too. */
export function useUpdateCustomFieldType(
  callbacks: MutationCallbacks<TCustomFieldType, UpdateCustomFieldTypeVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomFieldType,
    ...callbackOptions(callbacks),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOM_FIELD_TYPES_KEY }),
        queryClient.invalidateQueries({ queryKey: SCHEMES_KEY }),
      ]),
  });
}
