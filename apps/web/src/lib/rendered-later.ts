import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in the render React schedules right after it, in the
 * background (React 19's `useDeferredValue` with an initial value): what the first paint does not
 * need (a phone's drawer, bell and account menu, the home's recent activities) comes in a second,
 * interruptible render instead of lengthening the first (decision 0015).
 */
export function useRenderedLater(): boolean {
  return useDeferredValue(true, false);
}
