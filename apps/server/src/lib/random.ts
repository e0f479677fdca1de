import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares a presented secret with a stored SHA-256 hash in constant time. */
export function matchesHash(secret: string, hashHex: string): boolean {
  const presented = Buffer.from(sha256Hex(secret), 'hex');
  const stored = Buffer.from(hashHex, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
