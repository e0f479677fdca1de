import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeMutation } from './scheme-mutations';
import { schemePath } from './paths';

/**
 * PUT /api/v1/trustanchor/schemes/{id}/approve: CHECKED → APPROVED (activeStatus Y). No body; the
 * client sends `{}` (spec §5). Refused with 403 for its maker or checker, 409 for another status.
 */
export async function approveScheme(id: string): Promise<TScheme> {
  return ZScheme.parse(await apiClient.put(schemePath(id, 'approve'), {}));
}

export const useApproveScheme = schemeMutation(approveScheme);
