import { z } from 'zod';

/**
 * Endorsements into a standard wallet: OpenID for Verifiable Credential Issuance 1.0, the
 * pre-authorized code flow with a transaction code (docs/wallet-protocol.md §11, decision 0020).
 */
export const CREDENTIAL_ISSUER_METADATA_PATH = '/.well-known/openid-credential-issuer';
export const AUTHORIZATION_SERVER_METADATA_PATH = '/.well-known/oauth-authorization-server';
export const ISSUANCE_PATHS = {
  token: '/api/v1/oid4vci/token',
  nonce: '/api/v1/oid4vci/nonce',
  credential: '/api/v1/oid4vci/credential',
} as const;
export const CREDENTIAL_OFFER_SCHEME = 'openid-credential-offer:';
/** The one credential configuration: an endorsement as the same VC-JWT the console shows. */
export const ENDORSEMENT_CONFIGURATION_ID = 'EndorsementCredential_jwt_vc_json';
export const PRE_AUTHORIZED_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
/** How many digits the transaction code has, and how many wrong ones end an offer. */
export const TX_CODE_LENGTH = 6;
export const TX_CODE_MAX_ATTEMPTS = 5;

/**
 * POST /api/v1/endorsements/{id}/offer: the QR's text (the offer by value: it holds the
 * pre-authorized code, which is kept nowhere in clear) and the code the holder types in their wallet.
 */
export const ZCredentialOfferCreated = z.object({
  offerUri: z.string(),
  txCode: z.string(),
  expiresAt: z.string(),
});
export type TCredentialOfferCreated = z.infer<typeof ZCredentialOfferCreated>;

/** The token request (form-encoded), pre-authorized code grant. */
export const ZTokenRequest = z.object({
  grant_type: z.string().min(1, 'grant_type is required').max(200),
  'pre-authorized_code': z.string().max(200).optional(),
  tx_code: z.string().max(50).optional(),
});
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

/** The credential request: one JWT proof of possession, in 1.0's `proofs` or the drafts' `proof`. */
export const ZCredentialRequest = z.object({
  credential_configuration_id: z.string().max(200).optional(),
  format: z.string().max(100).optional(),
  proofs: z.object({ jwt: z.array(z.string().max(16_384)).min(1).max(1) }).optional(),
  proof: z.object({ proof_type: z.literal('jwt'), jwt: z.string().max(16_384) }).optional(),
});
export type TCredentialRequest = z.infer<typeof ZCredentialRequest>;
