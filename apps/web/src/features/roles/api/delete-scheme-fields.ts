import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { CUSTOM_FIELD_TYPES_KEY } from './get-custom-field-types';
import { invalidateSchemes } from './get-schemes';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { schemePath } from './paths';

export interface DeleteSchemeFieldsVariables {
  id: string;
  fieldIds: string[];
}

/** DELETE /api/v1/trustanchor/schemes/{id}/fields { fieldIds } → the role. */
export async function deleteSchemeFields({ id, fieldIds }: DeleteSchemeFieldsVariables): Promise<TScheme> {
  return ZScheme.parse(await apiClient.delete(schemePath(id, 'fields'), { payload: { fieldIds } }));
}

export function useDeleteSchemeFields(
  callbacks: MutationCallbacks<TScheme, DeleteSchemeFieldsVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchemeFields,
    ...callbackOptions(callbacks),
    onSettled: () =>
      Promise.all([
        invalidateSchemes(queryClient),
        queryClient.invalidateQueries({ queryKey: CUSTOM_FIELD_TYPES_KEY }),
      ]),
  });
}
