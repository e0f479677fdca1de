import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateCustomFieldTypes } from './get-custom-field-types';
import { invalidateSchemes } from './get-schemes';

/** A change to a role: every role query is fetched again. */
export const schemeMutation = <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) =>
  mutationHook(mutationFn, invalidateSchemes);

/** A change to a role's fields, or to a field type: the roles and the field types ("used by") both. */
export const schemeFieldMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) =>
  mutationHook(mutationFn, (queryClient) =>
    Promise.all([invalidateSchemes(queryClient), invalidateCustomFieldTypes(queryClient)]),
  );
