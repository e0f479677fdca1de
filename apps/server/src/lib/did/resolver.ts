import type { DIDDocument, DIDResolutionResult, DIDResolver, JsonWebKey, ParsedDID } from 'did-resolver';
import { Resolver } from 'did-resolver';
import { secp256k1 } from '@noble/curves/secp256k1';
import { base64url } from 'jose';
import { addressFromDid, addressFromPublicKey, isDid } from '@sigil/core';

export const DID_CONTEXTS = [
  'https://www.w3.org/ns/did/v1',
  'https://w3id.org/security/suites/secp256k1recovery-2020/v2',
];

/** Defines JsonWebKey2020 and publicKeyJwk for JSON-LD processors. */
export const JWS_2020_CONTEXT = 'https://w3id.org/security/suites/jws-2020/v1';

/**
 * The default document of a did:{method} identifier: one EcdsaSecp256k1RecoveryMethod2020 bound to
 * the Ethereum-style address, so any did-jwt verifier can check an ES256K-R signature by it
 * (docs/wallet-protocol.md, §1). It needs no registry, like did:ethr. `did` is used as written (its
 * id and the ids of its methods); the account id carries the lower-case address.
 */
export function defaultDidDocument(did: string, method: string): DIDDocument {
  const address = addressFromDid(did, method);
  const controllerKey = `${did}#controller`;
  return {
    '@context': DID_CONTEXTS,
    id: did,
    verificationMethod: [
      {
        id: controllerKey,
        type: 'EcdsaSecp256k1RecoveryMethod2020',
        controller: did,
        blockchainAccountId: `eip155:1:${address}`,
      },
    ],
    authentication: [controllerKey],
    assertionMethod: [controllerKey],
  };
}

/**
 * The document of a registered holder: the default one plus the public key it registered with,
 * `#keys-1`, a JsonWebKey2020 (secp256k1 JWK) that did-jwt, JOSE libraries and JSON-LD processors
 * all read. Both methods may authenticate and assert (sign credentials). A stored key that is not
 * a secp256k1 point of this DID's address is never published: the default document is answered.
 */
export function registeredDidDocument(did: string, method: string, publicKeyHex: string): DIDDocument {
  const document = defaultDidDocument(did, method);
  const publicKeyJwk = secp256k1PublicKeyJwk(publicKeyHex, addressFromDid(did, method));
  if (!publicKeyJwk) return document;
  const keyId = `${did}#keys-1`;
  return {
    ...document,
    '@context': [...DID_CONTEXTS, JWS_2020_CONTEXT],
    verificationMethod: [
      ...(document.verificationMethod ?? []),
      { id: keyId, type: 'JsonWebKey2020', controller: did, publicKeyJwk },
    ],
    authentication: [...(document.authentication ?? []), keyId],
    assertionMethod: [...(document.assertionMethod ?? []), keyId],
  };
}

/**
 * The JWK (RFC 7517; crv secp256k1 of RFC 8812) of a public key given in hex (uncompressed
 * 04‖x‖y or compressed), when it is a point of the curve whose address is `address`; else null.
 */
export function secp256k1PublicKeyJwk(publicKeyHex: string, address: string): JsonWebKey | null {
  let raw: Uint8Array;
  try {
    raw = secp256k1.ProjectivePoint.fromHex(publicKeyHex.replace(/^0x/, '')).toRawBytes(false);
  } catch {
    return null;
  }
  if (addressFromPublicKey(raw) !== address.toLowerCase()) return null;
  return {
    kty: 'EC',
    crv: 'secp256k1',
    x: base64url.encode(raw.slice(1, 33)),
    y: base64url.encode(raw.slice(33)),
  };
}

function invalidDid(): DIDResolutionResult {
  return { didResolutionMetadata: { error: 'invalidDid' }, didDocument: null, didDocumentMetadata: {} };
}

/** A did-resolver driver for the method, used to verify every did-jwt the server receives. */
export function didMethodDriver(method: string): Record<string, DIDResolver> {
  const resolve: DIDResolver = (did: string, _parsed: ParsedDID) => {
    const normalised = did.toLowerCase();
    if (!isDid(normalised, method)) return Promise.resolve(invalidDid());
    return Promise.resolve({
      didResolutionMetadata: { contentType: 'application/did+ld+json' },
      didDocument: defaultDidDocument(normalised, method),
      didDocumentMetadata: {},
    });
  };
  return { [method]: resolve };
}

export function createDidResolver(method: string): Resolver {
  return new Resolver(didMethodDriver(method), { cache: false });
}
