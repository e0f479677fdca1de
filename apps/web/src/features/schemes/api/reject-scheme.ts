import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeMutation } from './scheme-mutations';
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

export const useRejectScheme = schemeMutation(rejectScheme);
