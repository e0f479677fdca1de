import type { TSessionResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/auth/select-account: an organisation login picks one of its memberships. Sent with
 * the token the wallet's answer brought, which is not stored yet.
 */
export async function selectAccount(token: string, membershipId: string): Promise<TSessionResponse> {
  const [{ ZSessionResponse }, body] = await Promise.all([
    import('../../../lib/auth-contracts'),
    apiClient.post(
      '/api/v1/auth/select-account',
      { membershipId },
      { headers: { Authorization: `Bearer ${token}` } },
    ),
  ]);
  return ZSessionResponse.parse(body);
}
