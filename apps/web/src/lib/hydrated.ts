import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over a page the server sent prerendered (hydration: the render must match
 * the server's), true from the render right after it, and at once in a page React renders itself.
 * A prerendered form holds its fields disabled until then: what a person typed before React had
 * its state would be replaced by the state's empty value on the next render (decision 0015).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
