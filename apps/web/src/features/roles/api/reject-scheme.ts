import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateSchemes } from './get-schemes';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { schemePath } from './paths';

export interface RejectSchemeVariables {
  id: string;
  /** For the maker; blank means none. */
  reason?: string;
}

/** PUT /api/v1/trustanchor/schemes/{id}/reject { reason? }: a CREATED or CHECKED role goes back to its maker. */
export async function rejectScheme({ id, reason }: RejectSchemeVariables): Promise<TScheme> {
  const trimmed = reason?.trim();
  return ZScheme.parse(await apiClient.put(schemePath(id, 'reject'), trimmed ? { reason: trimmed } : {}));
}

export function useRejectScheme(callbacks: MutationCallbacks<TScheme, RejectSchemeVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectScheme,
    ...callbackOptions(callbacks),
    onSettled: () => invalidateSchemes(queryClient),
  });
}
