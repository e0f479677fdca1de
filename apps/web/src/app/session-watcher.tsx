import { lazy, Suspense, useEffect } from 'react';
import { STORAGE_KEYS } from '@sigil/core';
import { decodeJwtPayload, isJwtFormat, tokenExpiresAt } from '../lib/jwt';
import { onSessionRejected } from '../lib/session-events';
import { useSessionStore } from '../lib/session-store';

/** setTimeout's longest delay (~24.8 days); longer waits are re-armed. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const subjectOf = (token: string): unknown => decodeJwtPayload(token).sub;

/**
 * Loaded when first needed: every page, /login too, mounts the watcher, and MUI's dialog would add
 * ~9 KB gzip to the login screen's JavaScript (npm run size).
 */
const LoggedOutElsewhereDialog = lazy(() =>
  import('./logged-out-elsewhere-dialog').then((module) => ({ default: module.LoggedOutElsewhereDialog })),
);

/**
 * What another tab did to the shared session: a logout there leaves this tab's screen as it is,
 * under a dialog; a new login there of the same person carries on here with its token; another
 * person's login ends this tab's session.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.storageArea !== localStorage || event.key !== STORAGE_KEYS.token) return;
  const session = useSessionStore.getState();
  if (!session.token) return;
  const next = event.newValue;
  if (!next) {
    session.setLoggedOutElsewhere(true);
  } else if (next !== session.token) {
    if (isJwtFormat(next) && subjectOf(next) === subjectOf(session.token))
      useSessionStore.setState({ token: next, loggedOutElsewhere: false });
    else session.logout('logout');
  }
}

/**
 * Ends the session when the stored token's `exp` passes or the server refuses the token (401), and
 * follows the other tabs' logins and logouts. The guards then send the user to the token-expired
 * page, or to login.
 */
export function SessionWatcher() {
  const token = useSessionStore((state) => state.token);
  const loggedOutElsewhere = useSessionStore((state) => state.loggedOutElsewhere);

  useEffect(
    () =>
      onSessionRejected(() => {
        // Refused because another tab logged out: the dialog says so, and the screen stays.
        if (!useSessionStore.getState().loggedOutElsewhere) useSessionStore.getState().logout('expired');
      }),
    [],
  );

  useEffect(() => {
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);

  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const remaining = expiresAt - Date.now();
      if (remaining <= 0) useSessionStore.getState().logout('expired');
      else timer = setTimeout(check, Math.min(remaining, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [token]);

  return loggedOutElsewhere ? (
    <Suspense fallback={null}>
      <LoggedOutElsewhereDialog />
    </Suspense>
  ) : null;
}
