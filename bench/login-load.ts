import type { Request } from 'autocannon';

/**
 * The login part of the benches' mixed load, as the console sends it: a new login request (a write),
 * and the poll of one already made, with its poll secret.
 */
export function loginRequestLoad(polled: { txid: string; pollSecret: string }): Request[] {
  return [
    {
      method: 'POST',
      path: '/api/v1/auth/request',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'login', mode: 'individual' }),
    },
    {
      method: 'GET',
      path: `/api/v1/auth/request?txid=${polled.txid}`,
      headers: { 'x-poll-secret': polled.pollSecret },
    },
  ];
}
