import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { STATUS_LIST_LENGTH } from '@sigil/core';
import { encodeStatusList, randomStatusIndex, statusBitOf } from './status-list';

describe('Bitstring Status List', () => {
  it('is a multibase base64url GZIP of at least 16 KiB, most significant bit first', () => {
    const list = encodeStatusList([0, 9, STATUS_LIST_LENGTH - 1]);
    expect(list.startsWith('u')).toBe(true);
    const bits = gunzipSync(Buffer.from(list.slice(1), 'base64url'));
    expect(bits.length).toBe(16 * 1024);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[bits.length - 1]).toBe(0b0000_0001);
  });

  it('reads back exactly the bits that were set', () => {
    const set = [3, 4_096, 77_777];
    const list = encodeStatusList(set);
    for (const index of [...set, 0, 2, 5, 77_776, 77_778])
      expect(statusBitOf(list, index)).toBe(set.includes(index));
  });

  it('refuses indexes outside the list and lists that are not multibase', () => {
    expect(() => encodeStatusList([STATUS_LIST_LENGTH])).toThrow(RangeError);
    expect(() => encodeStatusList([-1])).toThrow(RangeError);
    expect(() => statusBitOf('zabc', 0)).toThrow(/multibase/);
  });

  it('hands out positions anywhere in the list', () => {
    const positions = Array.from({ length: 200 }, randomStatusIndex);
    expect(positions.every((p) => p >= 0 && p < STATUS_LIST_LENGTH)).toBe(true);
    expect(new Set(positions).size).toBeGreaterThan(190);
  });
});
