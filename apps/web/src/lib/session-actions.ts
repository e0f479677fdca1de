import { queryOptions } from '@tanstack/react-query';
import type { TPermissionsResponse, TSessionProfile } from '@sigil/core';
import { apiClient, authHeaders } from './api-client';
import { takeEarlySessionCall } from './early-session-call';
import { useSessionStore } from './session-store';

/**
 * Log out: the server revokes the token (so it is refused everywhere from now on), and storage and
 * state are cleared at once — the user does not wait for the server.
 */
export function logOut(): void {
  const { token, logout } = useSessionStore.getState();
  if (token) {
    // Plain fetch: a refusal of an already-ended session must not count as an expiry.
    void fetch('/api/v1/auth/logout', {
      method: 'POST',
      headers: authHeaders('/api/v1/auth/logout', token),
    }).catch(() => undefined);
  }
  logout('logout');
}

/**
 * GET /api/v1/auth/me: the profile of the stored session (after a reload the token is all that is
 * kept). The first time, the answer to the call index.html sent while the page loaded.
 */
export async function fetchSessionProfile(): Promise<TSessionProfile> {
  const sent = takeEarlySessionCall(useSessionStore.getState().token);
  const [{ ZSessionProfile }, body] = await Promise.all([
    import('./session-contracts'),
    apiClient.get('/api/v1/auth/me', { sent }),
  ]);
  return ZSessionProfile.parse(body);
}

/**
 * Read once per token: main.tsx asks for it before the first render, and the screen that mounts
 * after its answer takes that answer rather than asking again.
 */
export const sessionProfileQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['session', 'profile', token],
    queryFn: fetchSessionProfile,
    retry: false,
    staleTime: Infinity,
  });

/** GET /api/v1/trustanchor/membershiproles/permissions?memberId= (spec §6). */
export async function fetchMembershipPermissions(memberId: string): Promise<TPermissionsResponse> {
  const [{ ZPermissionsResponse }, body] = await Promise.all([
    import('./session-contracts'),
    apiClient.get('/v1/trustanchor/membershiproles/permissions', { query: { memberId } }),
  ]);
  return ZPermissionsResponse.parse(body);
}

/** Keyed by token as well: a new login never reads another session's answer from the cache. */
export const membershipPermissionsQuery = (memberId: string, token: string | null) =>
  queryOptions({
    queryKey: ['session', 'permissions', memberId, token],
    queryFn: () => fetchMembershipPermissions(memberId),
    retry: false,
    staleTime: Infinity,
  });
