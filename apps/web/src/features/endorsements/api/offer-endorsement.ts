import { useMutation } from '@tanstack/react-query';
import { ZCredentialOfferCreated, type TCredentialOfferCreated } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { endorsementOfferPath } from './paths';

/**
 * POST /api/v1/endorsements/{id}/offer → an OpenID4VCI credential offer for a standard wallet, and
 * the transaction code the holder types there. Nothing the console lists changes.
 */
export async function offerEndorsement(endorsementId: string): Promise<TCredentialOfferCreated> {
  return ZCredentialOfferCreated.parse(await apiClient.post(endorsementOfferPath(endorsementId), {}));
}

export const useOfferEndorsement = () => useMutation({ mutationFn: offerEndorsement });
