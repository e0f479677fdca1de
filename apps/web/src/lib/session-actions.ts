import type { TPermissionsResponse, TSessionProfile } from '@sigil/core';
import { apiClient, authHeaders } from './api-client';
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

/** The profile of the stored session (after a reload the token is all that is kept). */
export function fetchSessionProfile(): Promise<TSessionProfile> {
  return apiClient.get<TSessionProfile>('/api/v1/auth/me');
}

/** Permissions of the selected membership; an empty set when they cannot be fetched (spec §6). */
export async function loadPermissions(memberId: string): Promise<void> {
  const { setPermissions } = useSessionStore.getState();
  try {
    const response = await apiClient.get<TPermissionsResponse>(
      '/v1/trustanchor/membershiproles/permissions',
      {
        query: { memberId },
      },
    );
    setPermissions(response.permissions);
  } catch {
    setPermissions({});
  }
}
