import type { JWTVerifyOptions } from 'did-jwt';
import { addressFromDid } from '@sigil/core';

type Resolvable = NonNullable<JWTVerifyOptions['resolver']>;

/**
 * The default did:sigil document of docs/wallet-protocol.md §1, as the server's resolver builds it:
 * one EcdsaSecp256k1RecoveryMethod2020 method whose blockchainAccountId is the DID's address.
 */
export function sigilResolver(method = 'sigil'): Resolvable {
  return {
    resolve: (didUrl) => {
      const did = didUrl.split('#')[0] ?? didUrl;
      const controller = `${did}#controller`;
      return Promise.resolve({
        didResolutionMetadata: { contentType: 'application/did+json' },
        didDocumentMetadata: {},
        didDocument: {
          '@context': ['https://www.w3.org/ns/did/v1'],
          id: did,
          verificationMethod: [
            {
              id: controller,
              type: 'EcdsaSecp256k1RecoveryMethod2020',
              controller: did,
              blockchainAccountId: `eip155:1:${addressFromDid(did, method)}`,
            },
          ],
          authentication: [controller],
          assertionMethod: [controller],
        },
      });
    },
  };
}
