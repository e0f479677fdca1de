import { ZMember, type TCreateKeyUserRequest, type TMember } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateMembers } from './get-members';
import { KEY_USERS_PATH } from './paths';

/**
 * POST /api/v1/key-users { name, publicKey, did } → 201, the new Machine User member. Only the
 * public half goes: the private key and its passphrase never leave the browser.
 */
export async function createKeyUser(body: TCreateKeyUserRequest): Promise<TMember> {
  return ZMember.parse(await apiClient.post(KEY_USERS_PATH, body));
}

export const useCreateKeyUser = mutationHook(createKeyUser, invalidateMembers);
