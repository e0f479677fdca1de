import type { TSessionResponse } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/**
 * POST /api/v1/auth/select-account: an organisation login picks one of its memberships. At login it
 * is sent with the token the wallet's answer brought, which is not stored yet; the account menu's
 * "switch organisation" sends it with the current session (no `token`). The server gives a token
 * only for a membership the DID holds, and revokes the token the request carried.
 */
export async function selectAccount(membershipId: string, token?: string): Promise<TSessionResponse> {
  const [{ ZSessionResponse }, body] = await Promise.all([
    import('../../lib/session-contracts'),
    apiClient.post(
      '/api/v1/auth/select-account',
      { membershipId },
      token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
    ),
  ]);
  return ZSessionResponse.parse(body);
}
