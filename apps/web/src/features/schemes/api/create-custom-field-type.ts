import { ZCustomFieldType, type TCustomFieldType, type TCustomFieldTypeRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateCustomFieldTypes } from './get-custom-field-types';
import { mutationHook } from '../../../lib/mutation-hook';
import { CUSTOM_FIELD_TYPES_PATH } from './paths';

/** The body the console sends: name, kind and the options of a list (the organisation is the session's). */
export type CustomFieldTypeBody = Pick<TCustomFieldTypeRequest, 'name' | 'kind' | 'options'>;

/** POST /api/v1/trustanchor/customfieldtypes { name, kind, options } → 201, the new type. */
export async function createCustomFieldType(body: CustomFieldTypeBody): Promise<TCustomFieldType> {
  return ZCustomFieldType.parse(await apiClient.post(CUSTOM_FIELD_TYPES_PATH, body));
}

export const useCreateCustomFieldType = mutationHook(createCustomFieldType, invalidateCustomFieldTypes);
