import { create } from 'zustand';
import { PREFERENCE_STORAGE_KEYS } from '@sigil/core';

/** The colour theme a user picks in the account menu; 'system' follows prefers-color-scheme. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type TThemePreference = (typeof THEME_PREFERENCES)[number];

/** localStorage key of the theme choice. Not a session key: logout keeps it (like the language). */
export const THEME_STORAGE_KEY = PREFERENCE_STORAGE_KEYS.theme;
export const DEFAULT_THEME_PREFERENCE: TThemePreference = 'system';

export function readStoredThemePreference(): TThemePreference {
  const value = localStorage.getItem(THEME_STORAGE_KEY);
  return (THEME_PREFERENCES as readonly string[]).includes(value ?? '')
    ? (value as TThemePreference)
    : DEFAULT_THEME_PREFERENCE;
}

interface ThemePreferenceState {
  preference: TThemePreference;
  /** Applies at once (the theme provider reads this store) and is remembered for the next visit. */
  setPreference: (preference: TThemePreference) => void;
}

export const useThemePreference = create<ThemePreferenceState>()((set) => ({
  preference: readStoredThemePreference(),
  setPreference: (preference) => {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
    set({ preference });
  },
}));
