import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateSchemes } from './get-schemes';
import { callbackOptions, type MutationCallbacks } from './mutation-callbacks';
import { schemePath } from './paths';

/**
 * PUT /api/v1/trustanchor/schemes/{id}/approve: CHECKED → APPROVED (activeStatus Y). No body; the
 * client sends `{}` (spec §5). Refused with 403 for its maker or checker, 409 for another status.
 */
export async function approveScheme(id: string): Promise<TScheme> {
  return ZScheme.parse(await apiClient.put(schemePath(id, 'approve'), {}));
}

export function useApproveScheme(callbacks: MutationCallbacks<TScheme, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveScheme,
    ...callbackOptions(callbacks),
    onSettled: () => invalidateSchemes(queryClient),
  });
}
