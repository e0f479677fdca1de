import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries';

const KEY = ['pending-invitations'] as const;

describe('refreshQueries', () => {
  it('shows the change even when the first fetch was sent before it and answers after it', async () => {
    // The server reads the list when a GET arrives; each answer is held until released.
    let list: string[] = [];
    const held: Array<() => void> = [];
    const queryFn = () => {
      const read = [...list];
      return new Promise<string[]>((resolve) => held.push(() => resolve(read)));
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = new QueryObserver(queryClient, { queryKey: KEY, queryFn });
    const unsubscribe = screen.subscribe(() => {}); // the page mounts: its first GET is on its way

    list = ['claimed invitation']; // the claim is handled by the server meanwhile
    let refreshed = false;
    void refreshQueries(queryClient, KEY).then(() => (refreshed = true));
    // The first (stale) answer arrives after the claim's; then any fetch sent since.
    while (!refreshed) {
      for (const release of held.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }

    expect(screen.getCurrentResult().data).toEqual(['claimed invitation']);
    unsubscribe();
  });

  it('fetches a list already on screen again', async () => {
    let list = ['first'];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = new QueryObserver(queryClient, { queryKey: KEY, queryFn: async () => [...list] });
    const unsubscribe = screen.subscribe(() => {});
    await queryClient.getQueryCache().find({ queryKey: KEY })?.promise;
    expect(screen.getCurrentResult().data).toEqual(['first']);

    list = ['first', 'second'];
    await refreshQueries(queryClient, KEY);
    expect(screen.getCurrentResult().data).toEqual(['first', 'second']);
    unsubscribe();
  });
});
