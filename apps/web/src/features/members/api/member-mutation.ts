import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMembers } from './get-members';

/**
 * What a page does when the server has answered a change. The hook runs these as soon as the answer
 * comes, before the list is fetched again: a row that the refetch removes would take callbacks
 * passed to mutate() with it, and its toast would never show.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * The hook of a change to the members: it calls `mutationFn`, runs the page's callbacks, then
 * fetches the members again and stays pending until they are. Each endpoint file exports its own.
 */
export function memberMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return function useMemberChange({ onSuccess, onError }: MutationCallbacks<TData, TVariables> = {}) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: (data: TData, variables: TVariables) => onSuccess?.(data, variables),
      onError: (error: Error, variables: TVariables) => onError?.(error, variables),
      onSettled: () => invalidateMembers(queryClient),
    });
  };
}
