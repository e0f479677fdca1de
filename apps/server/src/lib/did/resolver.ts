import type { DIDDocument, DIDResolutionResult, DIDResolver, ParsedDID } from 'did-resolver';
import { Resolver } from 'did-resolver';
import { addressFromDid, isDid } from '@sigil/core';

export const DID_CONTEXTS = [
  'https://www.w3.org/ns/did/v1',
  'https://w3id.org/security/suites/secp256k1recovery-2020/v2',
];

/**
 * The default document of a did:{method} identifier: one EcdsaSecp256k1RecoveryMethod2020 bound to
 * the Ethereum-style address, so any did-jwt verifier can check an ES256K-R signature by it
 * (DESIGN.md §5). It needs no registry, like did:ethr.
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
