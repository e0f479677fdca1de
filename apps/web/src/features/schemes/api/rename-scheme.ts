import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeMutation } from './scheme-mutations';
import { schemePath } from './paths';

export interface RenameSchemeVariables {
  id: string;
  schemeName: string;
}

/** PUT /api/v1/trustanchor/schemes/{id} { schemeName }: a checked or approved role goes back to CREATED. */
export async function renameScheme({ id, schemeName }: RenameSchemeVariables): Promise<TScheme> {
  return ZScheme.parse(await apiClient.put(schemePath(id), { schemeName }));
}

export const useRenameScheme = schemeMutation(renameScheme);
