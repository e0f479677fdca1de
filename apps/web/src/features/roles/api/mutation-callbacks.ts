/**
 * What a page does when the server has answered a change. The hooks run these as soon as the answer
 * comes, before the lists are fetched again: a row that the refetch removes (a checked role leaving
 * the queue) would take callbacks passed to mutate() with it, and its toast would never show.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

export function callbackOptions<TData, TVariables>({
  onSuccess,
  onError,
}: MutationCallbacks<TData, TVariables>) {
  return {
    onSuccess: (data: TData, variables: TVariables) => onSuccess?.(data, variables),
    onError: (error: Error, variables: TVariables) => onError?.(error, variables),
  };
}
