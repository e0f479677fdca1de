import {
  PERSISTED_STATE_PREFIX,
  PREFERENCE_STORAGE_KEYS,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
  type TLanguage,
} from '@sigil/core';

/** localStorage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = PREFERENCE_STORAGE_KEYS.language;
/** sessionStorage key of the path a signed-out visitor wanted, so login can return there. */
export const RETURN_PATH_STORAGE_KEY = 'returnTo';

export function readStoredLanguage(): TLanguage | null {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as TLanguage) : null;
}

export function storeLanguage(language: TLanguage): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** Writes a value under a plain key, removing the key for null. */
export function writeStorageValue(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

/** Removes the session keys of spec §9 and anything under the persisted-state prefix. */
export function clearSessionStorage(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PERSISTED_STATE_PREFIX)) localStorage.removeItem(key);
  }
  sessionStorage.removeItem(RETURN_PATH_STORAGE_KEY);
}

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, path);
}

/** The remembered origin: location state `from` first, then sessionStorage (survives a reload). */
export function readReturnPath(locationState: unknown): string | null {
  const from: unknown =
    typeof locationState === 'object' && locationState !== null && 'from' in locationState
      ? locationState.from
      : null;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  return sessionStorage.getItem(RETURN_PATH_STORAGE_KEY);
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(RETURN_PATH_STORAGE_KEY);
}
