import { ZCheckEmailResponse, type TCheckEmailResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/invite/check-email/{email} → { message? }. A message means the address is a member or
 * invited already (spec §7): the console shows it as a warning and sends nothing.
 */
export async function checkEmail(email: string): Promise<TCheckEmailResponse> {
  return ZCheckEmailResponse.parse(
    await apiClient.get(`/api/invite/check-email/${encodeURIComponent(email)}`),
  );
}
