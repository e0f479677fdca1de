import { ZMessageResponse, type TEndorsement, type TMessageResponse } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';
import { invalidateEndorsements } from './get-endorsements';
import { endorsementsPath } from './paths';

export type RevokeEndorsementVariables = Pick<TEndorsement, 'memberId' | 'holderDid'>;

/**
 * DELETE /api/v1/endorsements/{memberId}?memberDid={holderDid} → { message }: the endorsement is
 * revoked (its status-list bit set); the row stays, REVOKED, for history.
 */
export async function revokeEndorsement({
  memberId,
  holderDid,
}: RevokeEndorsementVariables): Promise<TMessageResponse> {
  return ZMessageResponse.parse(
    await apiClient.delete(endorsementsPath(memberId), { query: { memberDid: holderDid } }),
  );
}

export const useRevokeEndorsement = mutationHook(revokeEndorsement, invalidateEndorsements);
