import { ZMember, type TMember, type TUpdateMemberRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateMembers } from './get-members';
import { organisationMembersPath } from './paths';

export interface UpdateMemberVariables {
  organisationDid: string;
  memberDid: string;
  body: TUpdateMemberRequest;
}

/** PUT /api/accounts/{organisationDid}/members/{memberDid} { memberId, name, email, roleCode } → the member. */
export async function updateMember({
  organisationDid,
  memberDid,
  body,
}: UpdateMemberVariables): Promise<TMember> {
  return ZMember.parse(await apiClient.put(organisationMembersPath(organisationDid, memberDid), body));
}

export const useUpdateMember = mutationHook(updateMember, invalidateMembers);
