import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScheme, type TScheme, type TUpdateSchemeFieldRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { CUSTOM_FIELD_TYPES_KEY } from './get-custom-field-types';
import { invalidateSchemes } from './get-schemes';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { schemePath } from './paths';

export interface UpdateSchemeFieldVariables {
  id: string;
  fieldId: string;
  /** Any of name, type, required; `order` is the field's new 1-based position. */
  changes: TUpdateSchemeFieldRequest;
}

/** PUT /api/v1/trustanchor/schemes/{id}/fields/{fieldId} → the role. */
export async function updateSchemeField({
  id,
  fieldId,
  changes,
}: UpdateSchemeFieldVariables): Promise<TScheme> {
  return ZScheme.parse(await apiClient.put(schemePath(id, 'fields', fieldId), changes));
}

export function useUpdateSchemeField(callbacks: MutationCallbacks<TScheme, UpdateSchemeFieldVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchemeField,
    ...callbackOptions(callbacks),
    onSettled: () =>
      Promise.all([
        invalidateSchemes(queryClient),
        queryClient.invalidateQueries({ queryKey: CUSTOM_FIELD_TYPES_KEY }),
      ]),
  });
}
