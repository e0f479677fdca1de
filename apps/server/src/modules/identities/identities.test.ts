import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { loginWithWallet, newHolder } from '../../test/holders';

/** GET /api/v1/identities/{did}: the registry record. DID resolution is in resolution.test.ts. */
describe('the registry record of a DID', () => {
  const t = useTestApp();

  it('tells whether a holder registered, with its public key and created time', async () => {
    const holder = newHolder();
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/identities/${holder.did}` });
    expect(before.json()).toMatchObject({
      did: holder.did,
      registered: false,
      publicKey: null,
      created: null,
    });
    await loginWithWallet(t.app, holder, 'individual');
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/identities/${holder.did}` });
    expect(after.json()).toMatchObject({
      did: holder.did,
      registered: true,
      publicKey: expect.stringMatching(/^04[0-9a-f]{128}$/),
    });
  });

  it('refuses a registry lookup of something that is not a DID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/identities/did:ethr:0xabc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'Not a did:sigil identifier' } });
  });
});
