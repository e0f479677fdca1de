import { ZTrqpMetadata } from '@sigil/core';
import { verifyEndorsement, type TEndorsementVerification } from '@sigil/core/verify';
import { registryResolver } from '@sigil/wallet/browser';
import { walletServerUrl } from './server';

/**
 * The endorsement walked up to this wallet's registry (docs/trust-model.md), by the core verifier:
 * the registry trusted is the one that serves the wallet, as its TRQP metadata names it.
 */
export async function checkChain(jwt: string): Promise<TEndorsementVerification> {
  const baseUrl = walletServerUrl();
  const response = await fetch(`${baseUrl}/trqp/metadata`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The registry answered ${response.status}`);
  const registryDid = ZTrqpMetadata.parse(await response.json()).id;
  return verifyEndorsement(jwt, { resolver: registryResolver(baseUrl), registryDid });
}
