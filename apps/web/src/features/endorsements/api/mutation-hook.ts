import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePendingInvitations } from './get-pending-invitations';

/**
 * What a page does when the server has answered. The hooks run these as soon as the answer comes,
 * before the list is fetched again: a row that the refetch removes (an accepted invitation) would
 * take callbacks passed to mutate() with it, and its toast would never show.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * The hook of a call that changes the caller's invitations: it runs the page's callbacks, then
 * fetches the pending list again and stays pending until that is done (so a row's buttons stay
 * disabled until the row has its new state).
 */
export function invitationMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return function useInvitationMutation({ onSuccess, onError }: MutationCallbacks<TData, TVariables> = {}) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: (data: TData, variables: TVariables) => onSuccess?.(data, variables),
      onError: (error: Error, variables: TVariables) => onError?.(error, variables),
      onSettled: () => invalidatePendingInvitations(queryClient),
    });
  };
}
