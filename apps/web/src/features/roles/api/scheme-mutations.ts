import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateCustomFieldTypes } from './get-custom-field-types';
import { invalidateSchemes } from './get-schemes';

/**
 * What a page does when the server has answered a change. The hooks run these as soon as the answer
 * comes, before the lists are fetched again: a row that the refetch removes (a checked role leaving
 * the queue) would take callbacks passed to mutate() with it, and its toast would never show.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * The hook of a change: it calls `mutationFn`, runs the page's callbacks, then `invalidate`s what the
 * change touched, and stays pending until that is fetched again. Each endpoint file exports its own.
 */
export function mutationHook<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidate: (queryClient: QueryClient) => Promise<unknown>,
) {
  const useChange = ({ onSuccess, onError }: MutationCallbacks<TData, TVariables> = {}) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: (data: TData, variables: TVariables) => onSuccess?.(data, variables),
      onError: (error: Error, variables: TVariables) => onError?.(error, variables),
      onSettled: () => invalidate(queryClient),
    });
  };
  return useChange;
}

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
