import { useCallback, useRef, useState } from 'react';

/**
 * A button's work: `busy` while it runs, `error` when it failed. A second click while it runs is
 * ignored (the ref answers at once; React's state would let a double click through).
 */
export function useAction<TArgs extends unknown[]>(action: (...args: TArgs) => Promise<void>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (...args: TArgs) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await action(...args);
      } catch (caught) {
        setError(caught);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy, error, setError };
}
