import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateSchemes } from './get-schemes';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { schemePath } from './paths';

export interface RenameSchemeVariables {
  id: string;
  schemeName: string;
}

/** PUT /api/v1/trustanchor/schemes/{id} { schemeName }: a checked or approved role goes back to CREATED. */
export async function renameScheme({ id, schemeName }: RenameSchemeVariables): Promise<TScheme> {
  return ZScheme.parse(await apiClient.put(schemePath(id), { schemeName }));
}

export function useRenameScheme(callbacks: MutationCallbacks<TScheme, RenameSchemeVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameScheme,
    ...callbackOptions(callbacks),
    onSettled: () => invalidateSchemes(queryClient),
  });
}
