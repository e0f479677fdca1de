import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@sigil/core';

/**
 * The value as it was `delay` ms after its last change (spec §5: name and status filters are
 * debounced 500 ms). Meant for primitives: an object made anew on each render never settles.
 */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
