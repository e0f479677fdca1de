import { ZMessageResponse, type TMember, type TMessageResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateMembers } from './get-members';
import { memberPath } from './paths';

export type RemoveMemberVariables = Pick<TMember, 'MemberID' | 'MemberDid'>;

/**
 * DELETE /api/v1/members/{memberId}?memberDid= → { message } (spec §7 "Remove a member: memberId and
 * memberDid, then reload"). The server refuses the caller's own membership and the last Admin.
 */
export async function removeMember({
  MemberID,
  MemberDid,
}: RemoveMemberVariables): Promise<TMessageResponse> {
  return ZMessageResponse.parse(
    await apiClient.delete(memberPath(MemberID), { query: { memberDid: MemberDid } }),
  );
}

export const useRemoveMember = mutationHook(removeMember, invalidateMembers);
