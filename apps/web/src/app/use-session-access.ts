import { useShallow } from 'zustand/react/shallow';
import { accountTypeOf, loginModeOf, useSessionStore } from '../lib/session-store';
import type { SessionAccess } from './access';

export function useSessionAccess(): SessionAccess & { token: string | null } {
  return useSessionStore(
    useShallow((state) => ({
      token: state.token,
      mode: loginModeOf(state.loggedInAs),
      accountType: accountTypeOf(state),
    })),
  );
}
