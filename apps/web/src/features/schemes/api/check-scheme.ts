import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeMutation } from './scheme-mutations';
import { schemePath } from './paths';

/**
 * PUT /api/v1/trustanchor/schemes/{id}/check: CREATED → CHECKED. The call has no body; the client
 * sends `{}` (spec §5: a PUT needs a payload). Refused with 403 for the role's maker (four eyes) and
 * 409 for a role in another status.
 */
export async function checkScheme(id: string): Promise<TScheme> {
  return ZScheme.parse(await apiClient.put(schemePath(id, 'check'), {}));
}

export const useCheckScheme = schemeMutation(checkScheme);
