import { decodeJWT, verifyJWT } from 'did-jwt';
import { statusBitAt } from '@sigil/core';
import { registryResolver } from '@sigil/wallet/browser';

/**
 * A credential's live status, read as a verifier reads it (Bitstring Status List v1.0): the
 * credential names its issuer's status list and its position; the list is fetched fresh, its
 * signature checked against the issuer's DID as the registry resolves it, and the bit read.
 */
export type TLiveStatus = 'valid' | 'revoked' | 'unknown';

interface StatusEntry {
  statusListCredential?: unknown;
  statusListIndex?: unknown;
  statusPurpose?: unknown;
}

export async function liveStatus(credentialJwt: string, serverUrl: string): Promise<TLiveStatus> {
  try {
    const { payload } = decodeJWT(credentialJwt);
    const entry = (payload as { vc?: { credentialStatus?: StatusEntry } }).vc?.credentialStatus;
    const url = typeof entry?.statusListCredential === 'string' ? entry.statusListCredential : '';
    const index = Number(entry?.statusListIndex);
    if (!url || !Number.isInteger(index) || entry?.statusPurpose !== 'revocation') return 'unknown';

    const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/vc+jwt' } });
    if (!response.ok) return 'unknown';
    const verified = await verifyJWT((await response.text()).trim(), { resolver: registryResolver(serverUrl) });
    // The list must be the credential issuer's own: another DID's list says nothing of it.
    if (verified.issuer !== payload.iss) return 'unknown';
    const subject = (verified.payload as { vc?: { credentialSubject?: { encodedList?: unknown } } }).vc?.credentialSubject;
    if (typeof subject?.encodedList !== 'string') return 'unknown';
    return statusBitAt(await decodeStatusList(subject.encodedList), index) ? 'revoked' : 'valid';
  } catch {
    return 'unknown';
  }
}

/** The bits of an encodedList: multibase base64url ('u'), then GZIP. */
async function decodeStatusList(encodedList: string): Promise<Uint8Array> {
  if (!encodedList.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  const base64 = encodedList.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  const compressed = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  const stream = new Blob([compressed]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
