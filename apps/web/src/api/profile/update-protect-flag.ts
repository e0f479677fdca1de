import type { z } from 'zod';
import { ZProtectResponse, type TProtectResponse, type ZProtectRequest } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { mutationHook } from '../../lib/mutation-hook';
import { invalidateProtectFlag, PROTECT_PATH } from './get-protect-flag';

export type TProtectProfile = z.input<typeof ZProtectRequest>['protectProfile'];

/** POST /api/v1/member-detail/protect { protectProfile } → { protectFlag, message }. */
export async function updateProtectFlag(protectProfile: TProtectProfile): Promise<TProtectResponse> {
  const body: z.input<typeof ZProtectRequest> = { protectProfile };
  return ZProtectResponse.parse(await apiClient.post(PROTECT_PATH, body));
}

export const useUpdateProtectFlag = mutationHook(updateProtectFlag, invalidateProtectFlag);
