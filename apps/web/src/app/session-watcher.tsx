import { useEffect } from 'react';
import { tokenExpiresAt } from '../lib/jwt';
import { onSessionRejected } from '../lib/session-events';
import { useSessionStore } from '../lib/session-store';

/** setTimeout's longest delay (~24.8 days); longer waits are re-armed. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Ends the session when the stored token's `exp` passes or the server refuses the token (401).
 * The guards then send the user to the token-expired page.
 */
export function SessionWatcher() {
  const token = useSessionStore((state) => state.token);

  useEffect(() => onSessionRejected(() => useSessionStore.getState().logout('expired')), []);

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

  return null;
}
