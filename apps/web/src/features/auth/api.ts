import type { TSessionProfile, TSessionResponse } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/** Calls made with a token that is not stored yet (between the wallet's answer and the session). */
const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export function selectAccount(token: string, membershipId: string): Promise<TSessionResponse> {
  return apiClient.post<TSessionResponse>('/api/v1/auth/select-account', { membershipId }, withToken(token));
}

export function googleLogin(
  accessToken: string,
): Promise<{ data: { token: string; user: TSessionProfile } }> {
  return apiClient.post('/auth/google', { access_token: accessToken });
}
