import { ZDeleteSchemesResponse, type TDeleteSchemesResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeMutation } from './scheme-mutations';
import { schemePath } from './paths';

/**
 * DELETE /api/v1/trustanchor/schemes/{id}: a role nobody holds is removed; one that members hold is
 * deactivated (D) and kept for its history. The answer says which.
 */
export async function deleteScheme(id: string): Promise<TDeleteSchemesResponse> {
  return ZDeleteSchemesResponse.parse(await apiClient.delete(schemePath(id)));
}

/** Stays pending until the lists are fetched again, so a removed row never shows its button again. */
export const useDeleteScheme = schemeMutation(deleteScheme);
