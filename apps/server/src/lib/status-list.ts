import { randomInt } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { setStatusBit, STATUS_LIST_LENGTH, statusBitAt } from '@sigil/core';

// The revocation list as the server writes and reads it; packages/core status-list.ts places the bits.

/** The encodedList of a list whose set bits are these indexes. */
export function encodeStatusList(setIndexes: Iterable<number>): string {
  const bits = new Uint8Array(STATUS_LIST_LENGTH / 8);
  for (const index of setIndexes) setStatusBit(bits, index);
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Whether the bit at `index` is set in an encodedList; throws on a list that is not one. */
export function statusBitOf(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  return statusBitAt(gunzipSync(Buffer.from(encodedList.slice(1), 'base64url')), index);
}

/**
 * A random position for a new credential: the spec asks for positions that do not tell the order
 * of issuance. The caller retries when the position is already taken.
 */
export function randomStatusIndex(): number {
  return randomInt(0, STATUS_LIST_LENGTH);
}
