import { verifyCredential } from 'did-jwt-vc';
import type { Resolvable } from 'did-resolver';
import { statusBitAt } from '../status-list';

export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string>; cache?: 'no-store' },
) => Promise<Response>;

/** A credential's entry in a Bitstring Status List (W3C Bitstring Status List v1.0). */
interface StatusEntry {
  statusListCredential?: unknown;
  statusListIndex?: unknown;
  statusPurpose?: unknown;
}

export type TCredentialStatus =
  | { state: 'valid' | 'revoked'; url: string; index: number; issuerDeactivated?: true }
  | { state: 'unknown'; reason: string };

/**
 * A credential's revocation status, read as any verifier reads it: the list it names is fetched
 * fresh, its signature checked against the credential issuer's DID (another DID's list says nothing
 * of it), and the bit read; an issuer whose DID is deactivated has revoked everything. Browsers and
 * Node decompress the list with DecompressionStream.
 */
export async function readCredentialStatus(
  credential: { credentialStatus?: unknown },
  issuerDid: string,
  resolver: Resolvable,
  fetchImpl: FetchLike,
): Promise<TCredentialStatus> {
  const entry = credential.credentialStatus as StatusEntry | undefined;
  const url = typeof entry?.statusListCredential === 'string' ? entry.statusListCredential : '';
  const index = Number(entry?.statusListIndex);
  if (!url || !Number.isInteger(index) || index < 0 || entry?.statusPurpose !== 'revocation') {
    return { state: 'unknown', reason: 'it names no revocation list entry' };
  }
  try {
    // A deactivated issuer has withdrawn all it signed: its list, signed by a key its DID no longer
    // publishes, cannot be checked, and need not be.
    if ((await resolver.resolve(issuerDid)).didDocumentMetadata?.deactivated) {
      return { state: 'revoked', url, index, issuerDeactivated: true };
    }
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/vc+jwt' } });
    if (!response.ok) return { state: 'unknown', reason: `its status list answered ${response.status}` };
    const list = await verifyCredential((await response.text()).trim(), resolver);
    if (list.issuer !== issuerDid)
      return { state: 'unknown', reason: 'its status list is signed by another DID' };
    const encoded = (list.verifiableCredential.credentialSubject as { encodedList?: unknown }).encodedList;
    if (typeof encoded !== 'string') return { state: 'unknown', reason: 'its status list holds no list' };
    const bits = await decodeStatusList(encoded);
    return { state: statusBitAt(bits, index) ? 'revoked' : 'valid', url, index };
  } catch (error) {
    return { state: 'unknown', reason: `its status list could not be read (${(error as Error).message})` };
  }
}

/** The bits of an encodedList: multibase base64url ('u'), then GZIP. */
export async function decodeStatusList(encodedList: string): Promise<Uint8Array> {
  if (!encodedList.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  const base64 = encodedList.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  const compressed = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
    char.charCodeAt(0),
  );
  const stream = new Blob([compressed]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
