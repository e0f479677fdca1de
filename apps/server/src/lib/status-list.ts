import { randomInt } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List v1.0: one bit per credential, index 0 the most significant bit of the
 * first byte, GZIP-compressed and written as a multibase base64url string ('u' prefix). 131,072
 * entries (16 KiB) is the spec's minimum size, large enough that a bit says nothing about whom it
 * belongs to ("herd privacy").
 */
export const STATUS_LIST_LENGTH = 131_072;

/** The encodedList of a list whose set bits are these indexes. */
export function encodeStatusList(setIndexes: Iterable<number>): string {
  const bits = new Uint8Array(STATUS_LIST_LENGTH / 8);
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_LENGTH)
      throw new RangeError(`Status index ${index} out of range`);
    bits[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Whether the bit at `index` is set in an encodedList; throws on a list that is not one. */
export function statusBitOf(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  if (index < 0 || index >= bits.length * 8) throw new RangeError(`Status index ${index} out of range`);
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

/**
 * A random position for a new credential: the spec asks for positions that do not tell the order
 * of issuance. The caller retries when the position is already taken.
 */
export function randomStatusIndex(): number {
  return randomInt(0, STATUS_LIST_LENGTH);
}
