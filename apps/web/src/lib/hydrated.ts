import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over a page the server sent prerendered (hydration: the render must match
 * the server's), true from the render right after it, and at once in a page React renders itself.
 * A prerendered screen holds its controls disabled until then, in a fieldset (BARE_FIELDSET): what
 * a person typed before React had its state would be replaced by the state's empty value on the
 * next render (decision 0015), and a click React had not yet listened for was lost for good (seen
 * on a loaded machine: 3 clicks of 10 on Login (Organization) never opened its dialog).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A fieldset that only disables what it holds: no border, no padding, no look of its own. */
export const BARE_FIELDSET = { border: 0, p: 0, m: 0, minWidth: 0 } as const;
