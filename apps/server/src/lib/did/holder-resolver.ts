import { Resolver, type DIDResolutionResult, type DIDResolver, type ResolverRegistry } from 'did-resolver';
import { getResolver as keyDidResolver } from 'key-did-resolver';
import { STANDARD_WALLET_DID_METHODS } from '@sigil/core';
import { didWebDriver } from './did-web';
import { didMethodDriver } from './resolver';

export interface HolderResolverOptions {
  didMethod: string;
  /** did:web needs outbound HTTPS to the holder's domain: only when the operator allows it (DID_WEB_LOGIN). */
  didWeb: boolean;
}

/** The DID methods a wallet may log in with, and present or receive credentials with. */
export function holderMethods(options: HolderResolverOptions): string[] {
  return [options.didMethod, ...STANDARD_WALLET_DID_METHODS, ...(options.didWeb ? ['web'] : [])];
}

/** How long a did:web holder's host has to answer, and the largest document read from it. */
const DID_WEB_LIMITS = { timeoutMs: 5_000, maxBytes: 100_000 };

/**
 * did:jwk by Veramo's resolver, loaded on the first did:jwk: its package brings Veramo's utilities,
 * 9 MB of heap the server held from its start for a method most registries see seldom.
 */
const didJwkDriver: DIDResolver = async (...args) => {
  const { getDidJwkResolver } = await import('@veramo/did-provider-jwk');
  return getDidJwkResolver().jwk(...args);
};

/**
 * The standard wallets' methods: did:key and did:jwk by their community resolvers, did:web when
 * allowed by ours (`did-web.ts`: web-did-resolver's fetch has neither a timeout nor a size limit).
 */
function standardDrivers(options: HolderResolverOptions): ResolverRegistry {
  return {
    ...keyDidResolver(),
    jwk: didJwkDriver,
    ...(options.didWeb ? { web: didWebDriver(DID_WEB_LIMITS) } : {}),
  };
}

/**
 * Resolves the DIDs a wallet may log in with (decision 0019): the registry's own method by its
 * default document (a wallet's own key recovers from its signature), and the standard wallets'
 * methods. Nothing is cached: each answer is verified once.
 */
export function createHolderResolver(options: HolderResolverOptions): {
  resolver: Resolver;
  methods: string[];
} {
  const resolver = new Resolver(
    { ...didMethodDriver(options.didMethod), ...standardDrivers(options) },
    { cache: false },
  );
  return { resolver, methods: holderMethods(options) };
}

/**
 * Resolves every DID of a presented endorsement's chain: the holder's by the standard wallets'
 * resolvers, and the registry's own DIDs (organisations, the registry) by the documents the
 * registry publishes, with their registered keys, read as any verifier reads them.
 */
export function createChainResolver(
  options: HolderResolverOptions,
  fetchOwn: (url: string) => Promise<Response>,
  publicUrl: string,
): Resolver {
  const own = async (did: string) =>
    (await (
      await fetchOwn(`${publicUrl}/1.0/identifiers/${encodeURIComponent(did)}`)
    ).json()) as DIDResolutionResult;
  return new Resolver({ ...standardDrivers(options), [options.didMethod]: own }, { cache: false });
}
