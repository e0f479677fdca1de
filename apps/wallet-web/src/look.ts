import { useMemo, useSyncExternalStore } from 'react';
import { createAppTheme } from '@sigil/web/theme';

/** Light or dark: the system's preference unless the holder picked one (kept in localStorage). */
const THEME_KEY = 'sigil-wallet.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

type TMode = 'light' | 'dark';
const listeners = new Set<() => void>();

function currentMode(): TMode {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

export function setMode(mode: TMode): void {
  localStorage.setItem(THEME_KEY, mode);
  for (const listener of listeners) listener();
}

export function useLook() {
  const mode = useSyncExternalStore(subscribe, currentMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return { mode, theme };
}
