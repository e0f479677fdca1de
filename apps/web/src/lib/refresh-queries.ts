import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under `queryKey` stale and fetches again those a screen shows. A fetch already in
 * flight is cancelled first: it may have been sent before the change it should reflect (the
 * invitation link claims its code while the pending list's first fetch is on its way), and TanStack
 * Query would otherwise let a first fetch stand — it only cancels an in-flight fetch for a query that
 * already holds data — so the screen would keep the list from before the change.
 */
export async function refreshQueries(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
