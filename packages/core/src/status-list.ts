/**
 * W3C Bitstring Status List v1.0: one bit per credential, index 0 the most significant bit of the
 * first byte. The list travels GZIP-compressed as multibase base64url (a 'u' prefix): the server
 * compresses with node:zlib, the phone wallet reads it back with the browser's DecompressionStream;
 * both place the bits by these two functions.
 */

/** 131,072 entries (16 KiB), the spec's minimum: a bit says nothing about whom it belongs to ("herd privacy"). */
export const STATUS_LIST_LENGTH = 131_072;

/** Sets the bit of `index` in an uncompressed list. */
export function setStatusBit(bits: Uint8Array, index: number): void {
  checkIndex(bits, index);
  bits[index >> 3]! |= 0x80 >> (index & 7);
}

/** Whether the bit of `index` is set in an uncompressed list. */
export function statusBitAt(bits: Uint8Array, index: number): boolean {
  checkIndex(bits, index);
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

function checkIndex(bits: Uint8Array, index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) {
    throw new RangeError(`Status index ${index} out of range`);
  }
}
