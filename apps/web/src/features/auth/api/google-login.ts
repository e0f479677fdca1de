import type { TSessionProfile } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/google (spec §7): a provider session for a Google access token. */
export async function googleLogin(accessToken: string): Promise<{ token: string; user: TSessionProfile }> {
  const [{ ZGoogleLoginResponse }, body] = await Promise.all([
    import('../../../lib/auth-contracts'),
    apiClient.post('/auth/google', { access_token: accessToken }),
  ]);
  return ZGoogleLoginResponse.parse(body).data;
}
