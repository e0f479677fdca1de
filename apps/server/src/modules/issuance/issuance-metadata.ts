import { ENDORSEMENT_CONFIGURATION_ID, ISSUANCE_PATHS, PRE_AUTHORIZED_CODE_GRANT } from '@sigil/core';
import type { IssuanceOptions } from './issuance.service';

/**
 * The credential issuer's metadata (/.well-known/openid-credential-issuer): what a standard wallet
 * reads first (docs/wallet-protocol.md §11) — where to ask, for what, with which keys.
 */
export function issuerMetadata({ publicUrl, productName, methods }: IssuanceOptions) {
  return {
    credential_issuer: publicUrl,
    credential_endpoint: `${publicUrl}${ISSUANCE_PATHS.credential}`,
    nonce_endpoint: `${publicUrl}${ISSUANCE_PATHS.nonce}`,
    display: [{ name: productName, locale: 'en' }],
    credential_configurations_supported: {
      [ENDORSEMENT_CONFIGURATION_ID]: {
        format: 'jwt_vc_json',
        scope: 'EndorsementCredential',
        cryptographic_binding_methods_supported: methods.map((method) => `did:${method}`),
        credential_signing_alg_values_supported: ['ES256K'],
        proof_types_supported: {
          jwt: { proof_signing_alg_values_supported: ['EdDSA', 'ES256', 'ES256K', 'ES256K-R'] },
        },
        credential_definition: { type: ['VerifiableCredential', 'EndorsementCredential'] },
        credential_metadata: {
          display: [
            { name: 'Endorsement', locale: 'en' },
            { name: 'Bestätigung', locale: 'de' },
          ],
        },
      },
    },
  };
}

/** The authorization server's metadata (RFC 8414): the same server, pre-authorized codes only. */
export function authorizationServerMetadata({ publicUrl }: Pick<IssuanceOptions, 'publicUrl'>) {
  return {
    issuer: publicUrl,
    token_endpoint: `${publicUrl}${ISSUANCE_PATHS.token}`,
    grant_types_supported: [PRE_AUTHORIZED_CODE_GRANT],
    'pre-authorized_grant_anonymous_access_supported': true,
    token_endpoint_auth_methods_supported: ['none'],
    response_types_supported: [],
  };
}
