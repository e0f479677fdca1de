import { ZCustomFieldType, type TCustomFieldType } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import type { CustomFieldTypeBody } from './create-custom-field-type';
import { schemeFieldMutation } from './scheme-mutations';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';

export interface UpdateCustomFieldTypeVariables {
  id: string;
  body: CustomFieldTypeBody;
}

/** PUT /api/v1/trustanchor/customfieldtypes/{id} { name, kind, options } → the type. */
export async function updateCustomFieldType({
  id,
  body,
}: UpdateCustomFieldTypeVariables): Promise<TCustomFieldType> {
  return ZCustomFieldType.parse(
    await apiClient.put(`${CUSTOM_FIELD_TYPES_PATH}/${encodeURIComponent(id)}`, body),
  );
}

/** The roles show their fields' type names: they are fetched again too. */
export const useUpdateCustomFieldType = schemeFieldMutation(updateCustomFieldType);
