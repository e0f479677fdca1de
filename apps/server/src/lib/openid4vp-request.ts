import { createJWT, type Signer } from 'did-jwt';
import { OPENID4VP_SCHEME, SELF_ISSUED_AUDIENCE } from '@sigil/core';

/** The registry's DID, which signs every OpenID4VP request (the accreditations module's RegistryIdentity). */
export interface RequestSigner {
  did: string;
  signer(): Signer;
}

/** The registry's client identifier as a verifier: its own DID (OpenID4VP 1.0 §5.9.3, decision 0019). */
export const clientIdOf = (registry: RequestSigner) => `decentralized_identifier:${registry.did}`;

/** What a QR holds: the request by reference, as a wallet's camera or link handler opens it. */
export function openid4vpLink(clientId: string, requestUri: string): string {
  const query = new URLSearchParams({ client_id: clientId, request_uri: requestUri });
  return `${OPENID4VP_SCHEME}//?${query.toString()}`;
}

/**
 * A request object (RFC 9101, application/oauth-authz-req+jwt) signed by the registry's DID with
 * ES256K, addressed to any wallet; `payload` says what is asked for, and how to answer.
 */
export function signRequestObject(
  registry: RequestSigner,
  payload: Record<string, unknown>,
): Promise<string> {
  const clientId = clientIdOf(registry);
  return createJWT(
    { aud: SELF_ISSUED_AUDIENCE, client_id: clientId, ...payload },
    // iss is the DID itself, the one the kid names (wallets compare the two); client_id has the prefix.
    { issuer: registry.did, signer: registry.signer() },
    // RFC 9101's media type; did-jwt's header type names only 'JWT', yet writes what it is given.
    { alg: 'ES256K', typ: 'oauth-authz-req+jwt' as 'JWT', kid: `${registry.did}#keys-1` },
  );
}
