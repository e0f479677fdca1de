import { ZScheme, type TNewSchemeField, type TScheme } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { schemeFieldMutation } from './scheme-mutations';
import { schemePath } from './paths';

export interface AddSchemeFieldVariables {
  id: string;
  field: TNewSchemeField;
}

/** POST /api/v1/trustanchor/schemes/{id}/fields { fieldName, fieldType, isRequired } → 201, the role. */
export async function addSchemeField({ id, field }: AddSchemeFieldVariables): Promise<TScheme> {
  return ZScheme.parse(await apiClient.post(schemePath(id, 'fields'), field));
}

/** A field of a custom type changes that type's "used by" count: both are fetched again. */
export const useAddSchemeField = schemeFieldMutation(addSchemeField);
