import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import { DEFAULT_DID_METHOD, didFromPublicKey } from '@sigil/core';

/** A fresh random secp256k1 private key (32 bytes). */
export function generatePrivateKey(): Uint8Array {
  return secp256k1.utils.randomSecretKey();
}

export function isValidPrivateKey(privateKey: Uint8Array): boolean {
  return privateKey.length === 32 && secp256k1.utils.isValidSecretKey(privateKey);
}

/** The uncompressed (65-byte, 0x04-prefixed) public key: the form the address is derived from. */
export function publicKeyForPrivateKey(privateKey: Uint8Array): Uint8Array {
  return secp256k1.getPublicKey(privateKey, false);
}

/** The compressed (33-byte, 02/03-prefixed) public key in hex, no 0x: what the wallet tells the server. */
export function compressedPublicKeyHex(privateKey: Uint8Array): string {
  return bytesToHex(secp256k1.getPublicKey(privateKey, true));
}

/** did:<method>:0x<address> of the holder of this key (docs/wallet-protocol.md, §1). */
export function didForPrivateKey(privateKey: Uint8Array, method: string = DEFAULT_DID_METHOD): string {
  return didFromPublicKey(publicKeyForPrivateKey(privateKey), method);
}

/** Someone who holds a key: the key, and the DID it proves. */
export interface Holder {
  privateKey: Uint8Array;
  did: string;
}

/** The holder of this key, or of a fresh one. */
export function newHolder(privateKey: Uint8Array = generatePrivateKey()): Holder {
  return { privateKey, did: didForPrivateKey(privateKey) };
}
