import { ZScheme, type TScheme, type TUpdateSchemeFieldRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeFieldMutation } from './scheme-mutations';
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

export const useUpdateSchemeField = schemeFieldMutation(updateSchemeField);
