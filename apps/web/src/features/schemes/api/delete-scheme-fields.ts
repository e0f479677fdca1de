import { ZScheme, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeFieldMutation } from './scheme-mutations';
import { schemePath } from './paths';

export interface DeleteSchemeFieldsVariables {
  id: string;
  fieldIds: string[];
}

/** DELETE /api/v1/trustanchor/schemes/{id}/fields { fieldIds } → the role. */
export async function deleteSchemeFields({ id, fieldIds }: DeleteSchemeFieldsVariables): Promise<TScheme> {
  return ZScheme.parse(await apiClient.delete(schemePath(id, 'fields'), { payload: { fieldIds } }));
}

export const useDeleteSchemeFields = schemeFieldMutation(deleteSchemeFields);
