import { ZMessageResponse, type TDecideMachineUserRequest, type TMessageResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { invalidateMachineUserInvitations } from './get-machine-user-invitations';
import { mutationHook } from '../../../lib/mutation-hook';
import { invitationPath } from './paths';

export interface MachineUserDecisionVariables {
  invitationCode: string;
  invitationStatus: TDecideMachineUserRequest['invitationStatus'];
}

/**
 * PUT /api/v1/invitations/role-machine-user/{invitationCode} { invitationStatus, invitationCode } →
 * { message }. Approval fails (4xx, with the spec's message) when the DID has never joined.
 */
export async function decideMachineUserInvitation({
  invitationCode,
  invitationStatus,
}: MachineUserDecisionVariables): Promise<TMessageResponse> {
  const body: TDecideMachineUserRequest = { invitationStatus, invitationCode };
  return ZMessageResponse.parse(
    await apiClient.put(invitationPath('role-machine-user', invitationCode), body),
  );
}

export const useDecideMachineUserInvitation = mutationHook(
  decideMachineUserInvitation,
  invalidateMachineUserInvitations,
);
