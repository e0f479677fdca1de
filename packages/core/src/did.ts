import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { DEFAULT_DID_METHOD } from './constants';

/**
 * did:{method}:0x<40 hex> — the Ethereum-style address of a secp256k1 key
 * (docs/wallet-protocol.md, §1). Registry identifiers are always this strict form.
 */
export function didPattern(method = DEFAULT_DID_METHOD): RegExp {
  return new RegExp(`^did:${escapeRegExp(method)}:0x[0-9a-fA-F]{40}$`);
}

/** True when the value is a registry DID of the given method (trimmed). */
export function isDid(value: string | null | undefined, method = DEFAULT_DID_METHOD): boolean {
  return didPattern(method).test((value ?? '').trim());
}

/**
 * The activity search rule of spec §5: begins with did:{method}:0x followed by word characters or
 * spaces. Looser than isDid on purpose: it is the spec's rule for enabling the Search button.
 */
export function activitySearchDidPattern(method = DEFAULT_DID_METHOD): RegExp {
  return new RegExp(`^did:${escapeRegExp(method)}:0x[\\w ]+$`);
}

export function isActivitySearchDid(value: string | null | undefined, method = DEFAULT_DID_METHOD): boolean {
  return activitySearchDidPattern(method).test(value ?? '');
}

/** Address of an uncompressed (65-byte, 0x04-prefixed) or raw (64-byte) secp256k1 public key. */
export function addressFromPublicKey(publicKey: Uint8Array): string {
  let raw = publicKey;
  if (raw.length === 65 && raw[0] === 0x04) raw = raw.slice(1);
  if (raw.length !== 64) {
    throw new Error('An uncompressed secp256k1 public key is required to derive an address');
  }
  return `0x${bytesToHex(keccak_256(raw).slice(-20))}`;
}

export function didFromAddress(address: string, method = DEFAULT_DID_METHOD): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Not an address: ${address}`);
  return `did:${method}:${address.toLowerCase()}`;
}

export function didFromPublicKey(publicKey: Uint8Array, method = DEFAULT_DID_METHOD): string {
  return didFromAddress(addressFromPublicKey(publicKey), method);
}

/** The address part of a registry DID, lower-cased; throws for anything else. */
export function addressFromDid(did: string, method = DEFAULT_DID_METHOD): string {
  if (!isDid(did, method)) throw new Error(`Not a did:${method} identifier: ${did}`);
  return did.trim().split(':')[2]!.toLowerCase();
}

/**
 * The EIP-55 spelling of an address: hex letters upper-cased where the keccak-256 of the
 * lower-case address has a nibble of 8 or more. Throws for anything but 0x + 40 hex.
 */
export function toChecksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Not an address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++)
    out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

/**
 * Whether the letters of an address may be trusted as written (EIP-55, as Ethereum tools and
 * did:ethr read it): all lower-case or all upper-case carries no checksum and is accepted; a mix
 * of both cases must be exactly the EIP-55 checksum spelling. False for anything not 0x + 40 hex.
 */
export function hasValidAddressCase(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/**
 * How the registry spells a DID it stores or looks up: an address DID (did:{any}:0x + 40 hex, the
 * registry's own) in lower case, as the address's case carries no meaning; any other DID as
 * written, since did:key and did:jwk identifiers are case-sensitive.
 */
export function canonicalDid(did: string): string {
  return /^did:[a-z0-9]+:0x[0-9a-f]{40}$/i.test(did) ? did.toLowerCase() : did;
}

/** Lower-cases the address part so equal DIDs compare equal. */
export function normaliseDid(did: string, method = DEFAULT_DID_METHOD): string {
  return didFromAddress(addressFromDid(did, method), method);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
