import { Resolver, type DIDResolutionResult, type DIDResolver, type ResolverRegistry } from 'did-resolver';
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

/** The DID methods a wallet may log in with, and present or receive credentials with. */
export function holderMethods(options: HolderResolverOptions): string[] {
  return [options.didMethod, ...STANDARD_WALLET_DID_METHODS, ...(options.didWeb ? ['web'] : [])];
}

/** How long the holder's web host has to answer for its did:web document. */
export const DID_WEB_TIMEOUT_MS = 5_000;

/**
 * A driver that answers `notFound` once `ms` have passed: web-did-resolver's fetch has no timeout,
 * and a login must not wait on a host the holder chose for as long as it keeps the connection.
 */
export function bounded(driver: DIDResolver, ms: number): DIDResolver {
  return (did, parsed, resolver, options) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DIDResolutionResult>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({
            didResolutionMetadata: { error: 'notFound', message: `no answer within ${ms} ms` },
            didDocument: null,
            didDocumentMetadata: {},
          }),
        ms,
      );
    });
    return Promise.race([driver(did, parsed, resolver, options), late]).finally(() => clearTimeout(timer));
  };
}

/** The standard wallets' methods, each by its community resolver: did:key, did:jwk, did:web when allowed. */
function standardDrivers(options: HolderResolverOptions): ResolverRegistry {
  return {
    ...keyDidResolver(),
    ...getDidJwkResolver(),
    ...(options.didWeb ? { web: bounded(webDidResolver().web!, DID_WEB_TIMEOUT_MS) } : {}),
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
