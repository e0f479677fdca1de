/** Business constants of spec §9. */

export const DEFAULT_PRODUCT_NAME = 'Sigil';
export const DEFAULT_DID_METHOD = 'sigil';

export const TABLE_PAGE_SIZE = 10;
export const ACTIVITY_PAGE_SIZE = 10;
export const ACTIVITY_FIRST_PAGE = 1;
export const HOME_RECENT_ACTIVITIES = 5;

export const LOGIN_POLL_INTERVAL_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 500;
export const TOAST_AUTO_HIDE_MS = 3000;
export const SCROLLBAR_TIMEOUT_MS = 500;

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 102;
export const SEARCH_BOX_WIDTH = 368;

export const PHONE_MIN_DIGITS = 8;
export const DEFAULT_PHONE_COUNTRY = 'sg';

/** The spec shows enrolment times shifted by 7 hours; see docs/spec-notes.md for how we honour it. */
export const ENROLLMENT_TIME_SHIFT_HOURS = 7;

export const STORAGE_KEYS = {
  token: 'token',
  loggedInAs: 'logedInAs',
  tab: 'tab',
} as const;

/** localStorage keys of the console's own preferences; logout keeps them. */
export const PREFERENCE_STORAGE_KEYS = {
  /** The chosen interface language (`en`, `de`). */
  language: 'language',
  /** The chosen theme: `light`, `dark` or `system` (follows prefers-color-scheme). */
  theme: 'theme',
} as const;

/**
 * The cookie in which a page tells the server its look (language and theme, core look.ts) for the
 * next load: `<language>.<theme>`.
 */
export const LOOK_COOKIE = 'look';

/** Persisted state key prefix of spec §9 (root whitelist empty: nothing else persisted under it). */
export const PERSISTED_STATE_PREFIX = 'redux-';

/** Stored login-mode values ("logged in as"), spec §6 and §9. */
export const LOGGED_IN_AS = {
  organisation: 'My Organisation',
  individual: 'Myself',
  provider: 'Sigil Provider',
} as const;
export type TLoggedInAs = (typeof LOGGED_IN_AS)[keyof typeof LOGGED_IN_AS];

/** Login modes of the wallet protocol (docs/wallet-protocol.md, §3). */
export const LOGIN_MODES = ['organisation', 'individual', 'provider'] as const;
export type TLoginMode = (typeof LOGIN_MODES)[number];

export const LOGIN_MODE_BY_LOGGED_IN_AS: Record<TLoggedInAs, TLoginMode> = {
  [LOGGED_IN_AS.organisation]: 'organisation',
  [LOGGED_IN_AS.individual]: 'individual',
  [LOGGED_IN_AS.provider]: 'provider',
};

export const LOGGED_IN_AS_BY_LOGIN_MODE: Record<TLoginMode, TLoggedInAs> = {
  organisation: LOGGED_IN_AS.organisation,
  individual: LOGGED_IN_AS.individual,
  provider: LOGGED_IN_AS.provider,
};

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/**
 * The first of a browser's preferred languages (navigator.languages, in order) whose primary subtag
 * we support ('de-AT' → German); none of them → English, the default and fallback.
 */
export function preferredLanguage(languages: readonly string[]): TLanguage {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(primary)) return primary as TLanguage;
  }
  return DEFAULT_LANGUAGE;
}
