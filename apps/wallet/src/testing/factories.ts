import { randomUUID } from 'node:crypto';
import type { TAuthQr, TPendingInvitation } from '@sigil/core';

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

/** An invitation as the claim answers it (the invitee's view). */
export function createPendingInvitation(overrides: Partial<TPendingInvitation> = {}): TPendingInvitation {
  return {
    invitationCode: 'abc123',
    organizationDid: 'did:sigil:0x00000000000000000000000000000000000000aa',
    organizationName: 'Acme Ltd',
    roleType: 'Auditor',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    invitorName: 'Grace Hopper',
    status: 'INVITED',
    createdDate: '2026-11-02T03:04:05.000Z',
    expiresAt: '2026-11-09T03:04:05.000Z',
    ...overrides,
  };
}
