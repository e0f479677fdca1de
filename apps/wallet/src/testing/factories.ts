import { randomUUID } from 'node:crypto';
import type { TAuthQr } from '@sigil/core';

/** A valid QR payload for a server at `baseUrl`, valid for 2 minutes unless overridden. */
export function createQr(overrides: Partial<TAuthQr> & { baseUrl?: string } = {}): TAuthQr {
  const { baseUrl = 'http://127.0.0.1:8080', ...fields } = overrides;
  return {
    v: 1,
    kind: 'auth',
    intent: 'login',
    mode: 'individual',
    txid: randomUUID(),
    nonce: randomUUID(),
    aud: baseUrl,
    endpoint: `${baseUrl}/api/v1/auth/response`,
    exp: Math.floor(Date.now() / 1000) + 120,
    ...fields,
  };
}
