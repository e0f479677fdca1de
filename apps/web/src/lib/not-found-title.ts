import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Whether a not-found body is on screen. A route the login may not open keeps its own route (and
 * so its title key) but shows the not-found page: the tab title must then say not found too, so
 * the not-found page reports itself here and the document title reads it.
 */
export const useNotFoundShown = create<{ shown: number }>()(() => ({ shown: 0 }));

/** Called by the not-found page while it is mounted. */
export function useReportNotFound(): void {
  useEffect(() => {
    useNotFoundShown.setState((state) => ({ shown: state.shown + 1 }));
    return () => useNotFoundShown.setState((state) => ({ shown: state.shown - 1 }));
  }, []);
}
