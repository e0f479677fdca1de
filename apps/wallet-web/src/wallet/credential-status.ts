import { decodeJWT } from 'did-jwt';
import { readCredentialStatus } from '@sigil/core/verify';
import { registryResolver } from '@sigil/wallet/browser';

/**
 * A credential's live status, read as a verifier reads it (Bitstring Status List v1.0, the core
 * verifier's reading): the list it names is fetched fresh, its signature checked against the
 * issuer's DID as the registry resolves it, and the bit read.
 */
export type TLiveStatus = 'valid' | 'revoked' | 'unknown';

export async function liveStatus(credentialJwt: string, serverUrl: string): Promise<TLiveStatus> {
  try {
    const { payload } = decodeJWT(credentialJwt);
    const credential = (payload as { vc?: { credentialStatus?: unknown } }).vc ?? {};
    const status = await readCredentialStatus(
      credential,
      payload.iss ?? '',
      registryResolver(serverUrl),
      fetch,
    );
    return status.state;
  } catch {
    return 'unknown';
  }
}
