import type { TAuthQr } from '../api/wallet-protocol';

/**
 * A login request as the server issues it (docs/wallet-protocol.md §4), for the tests of the
 * readers and screens that take one: `aud` the console's origin, the endpoint its answer address.
 */
export function authQrOf(overrides: Partial<TAuthQr> = {}, aud = 'https://console.example.org'): TAuthQr {
  return {
    v: 1,
    kind: 'auth',
    intent: 'login',
    mode: 'individual',
    txid: '3f1c2a9e-5b7d-4c1e-9a0b-2d6f8e4c7a15',
    nonce: 'q9Zr4bX2kLmN8sT1vW3yA0',
    aud,
    endpoint: `${aud}/api/v1/auth/response`,
    exp: Math.floor(Date.now() / 1000) + 120,
    ...overrides,
  };
}
