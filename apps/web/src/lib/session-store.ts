import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import {
  LOGIN_MODE_BY_LOGGED_IN_AS,
  PERSISTED_STATE_PREFIX,
  STORAGE_KEYS,
  type TLoggedInAs,
  type TLoginMode,
  type TSelectedAccount,
  type TSessionProfile,
} from '@sigil/core';
import { assertJwtFormat } from './jwt';
import { clearSessionStorage, writeStorageValue } from './storage';

/** Provider activities tab: '0' organisation activities, '1' individual activities. */
export type TActivitiesTab = '0' | '1';
export type TPermissions = Readonly<Record<string, unknown>>;
/** Why the session ended, so the guards know where to send the user. */
export type TSessionEnd = 'logout' | 'expired';

interface PersistedSession {
  token: string | null;
  /** The stored `logedInAs` value; anything that is not a known value means "individual". */
  loggedInAs: string | null;
  tab: TActivitiesTab;
}

export interface SessionState extends PersistedSession {
  profile: TSessionProfile | null;
  /** The selected membership's permissions (organisation logins), as the server answers them. */
  permissions: TPermissions;
  /** Whether `permissions` has been answered (or failed, leaving it empty) for the current membership. */
  permissionsLoaded: boolean;
  selectedAccount: TSelectedAccount | null;
  sessionEnd: TSessionEnd | null;
  /**
   * Another tab logged out (so the server revoked this token too): the screen stays, with what was
   * typed in it, under a dialog that says so, until this tab logs in again or a tab hands over a
   * new token of the same person.
   */
  loggedOutElsewhere: boolean;
  setLoggedOutElsewhere: (loggedOutElsewhere: boolean) => void;
  setSession: (session: { token: string; loggedInAs: TLoggedInAs; profile: TSessionProfile }) => void;
  /** A refreshed token from a response header replaces the stored one. */
  setToken: (token: string) => void;
  setProfile: (profile: TSessionProfile) => void;
  setPermissions: (permissions: TPermissions) => void;
  selectAccount: (account: TSelectedAccount) => void;
  setTab: (tab: TActivitiesTab) => void;
  logout: (reason?: TSessionEnd) => void;
}

const signedOut = {
  token: null,
  loggedInAs: null,
  tab: '0',
  profile: null,
  permissions: {},
  permissionsLoaded: false,
  selectedAccount: null,
} satisfies Partial<SessionState>;

function toTab(value: string | null): TActivitiesTab {
  return value === '1' ? '1' : '0';
}

/**
 * Spec §9 keeps the session in three plain localStorage keys (token, logedInAs, tab), not in one
 * JSON blob; the `redux-` root itself has an empty whitelist, so nothing is written under its name.
 */
const plainKeysStorage: PersistStorage<PersistedSession> = {
  getItem: () => ({
    state: {
      token: localStorage.getItem(STORAGE_KEYS.token),
      loggedInAs: localStorage.getItem(STORAGE_KEYS.loggedInAs),
      tab: toTab(localStorage.getItem(STORAGE_KEYS.tab)),
    },
  }),
  setItem: (_name, { state }) => {
    // The revoked token stays in this tab's memory only: never written back for the other tabs.
    if (useSessionStore.getState().loggedOutElsewhere) return;
    writeStorageValue(STORAGE_KEYS.token, state.token);
    writeStorageValue(STORAGE_KEYS.loggedInAs, state.loggedInAs);
    writeStorageValue(STORAGE_KEYS.tab, state.token ? state.tab : null);
  },
  removeItem: () => clearSessionStorage(),
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      sessionEnd: null,
      loggedOutElsewhere: false,
      setLoggedOutElsewhere: (loggedOutElsewhere) => set({ loggedOutElsewhere }),
      setSession: ({ token, loggedInAs, profile }) => {
        assertJwtFormat(token);
        set({
          token,
          loggedInAs,
          profile,
          selectedAccount: profile.selectedAccount ?? null,
          permissions: {},
          permissionsLoaded: false,
          sessionEnd: null,
          loggedOutElsewhere: false,
        });
      },
      setToken: (token) => {
        assertJwtFormat(token);
        set({ token });
      },
      setProfile: (profile) => set({ profile, selectedAccount: profile.selectedAccount ?? null }),
      setPermissions: (permissions) => set({ permissions, permissionsLoaded: true }),
      selectAccount: (account) =>
        set((state) => ({
          selectedAccount: account,
          profile: state.profile ? { ...state.profile, selectedAccount: account } : state.profile,
          permissions: {},
          permissionsLoaded: false,
        })),
      setTab: (tab) => set({ tab }),
      logout: (reason = 'logout') => {
        set({ ...signedOut, sessionEnd: reason, loggedOutElsewhere: false });
        clearSessionStorage();
      },
    }),
    {
      name: `${PERSISTED_STATE_PREFIX}root`,
      storage: plainKeysStorage,
      partialize: ({ token, loggedInAs, tab }) => ({ token, loggedInAs, tab }),
    },
  ),
);

/** The login mode of the stored `logedInAs` value; individual is the default (spec §2). */
export function loginModeOf(loggedInAs: string | null): TLoginMode {
  return (LOGIN_MODE_BY_LOGGED_IN_AS as Record<string, TLoginMode>)[loggedInAs ?? ''] ?? 'individual';
}

/** The organisation account type in use: profile.selectedAccount.type, trimmed. */
export function accountTypeOf(state: Pick<SessionState, 'profile'>): string | null {
  return state.profile?.selectedAccount?.type.trim() ?? null;
}
