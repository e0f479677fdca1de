import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * What a page does when the server has answered a change. The hooks run these as soon as the answer
 * comes, before the lists are fetched again: a row that the refetch removes (a checked role leaving
 * its queue, an accepted invitation) would take callbacks passed to mutate() with it, and its toast
 * would never show.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * The hook of a change: it calls `mutationFn`, runs the page's callbacks, then `invalidate`s what the
 * change touched, and stays pending until that is fetched again (no button comes back on a row that
 * is about to change). Each endpoint file exports its own, naming what its change invalidates.
 */
export function mutationHook<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidate: (queryClient: QueryClient) => Promise<unknown>,
) {
  return function useChange({ onSuccess, onError }: MutationCallbacks<TData, TVariables> = {}) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: (data: TData, variables: TVariables) => onSuccess?.(data, variables),
      onError: (error: Error, variables: TVariables) => onError?.(error, variables),
      onSettled: () => invalidate(queryClient),
    });
  };
}
