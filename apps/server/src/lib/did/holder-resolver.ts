import { Resolver } from 'did-resolver';
import { getDidJwkResolver } from '@veramo/did-provider-jwk';
import { getResolver as keyDidResolver } from 'key-did-resolver';
import { getResolver as webDidResolver } from 'web-did-resolver';
import { STANDARD_WALLET_DID_METHODS } from '@sigil/core';
import { didMethodDriver } from './resolver';

export interface HolderResolverOptions {
  didMethod: string;
  /** did:web needs outbound HTTPS to the holder's domain: only when the operator allows it (DID_WEB_LOGIN). */
  didWeb: boolean;
}

/**
 * Resolves the DIDs a wallet may log in with (decision 0019): the registry's own method, and the
 * methods standard wallets use, each by its community resolver — did:key (ed25519, secp256k1,
 * P-256…), did:jwk, and did:web when allowed. Nothing is cached: each answer is verified once.
 */
export function createHolderResolver(options: HolderResolverOptions): {
  resolver: Resolver;
  methods: string[];
} {
  const methods = [options.didMethod, ...STANDARD_WALLET_DID_METHODS, ...(options.didWeb ? ['web'] : [])];
  const resolver = new Resolver(
    {
      ...didMethodDriver(options.didMethod),
      ...keyDidResolver(),
      ...getDidJwkResolver(),
      ...(options.didWeb ? webDidResolver() : {}),
    },
    { cache: false },
  );
  return { resolver, methods };
}
