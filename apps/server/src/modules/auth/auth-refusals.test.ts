import { createJWT, ES256KSigner } from 'did-jwt';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAnswerJwt, parseQr } from '@sigil/wallet';
import { authRequests, identities } from '../../db/schema/index';
import { useTestApp } from '../../test/build-test-app';
import { answer, newHolder, poll, startRequest } from '../../test/holders';

/** Every refusal must leave the request PENDING and register nobody. */
describe('refusals of the wallet protocol', () => {
  const t = useTestApp();

  async function expectUnchanged(created: { txid: string; pollSecret: string }, did?: string) {
    expect((await poll(t.app, { ...created, qr: '', expiresAt: '' })).json()).toEqual({ status: 'PENDING' });
    if (did) expect(await t.database.db.select().from(identities).where(eq(identities.did, did))).toEqual([]);
  }

  async function post(jwt: string) {
    return t.app.inject({ method: 'POST', url: '/api/v1/auth/response', payload: { jwt } });
  }

  it.each([
    {
      what: 'another audience',
      tamper: { aud: 'https://evil.example' },
      message: 'The answer is addressed to another server (wrong audience)',
    },
    {
      what: 'a wrong nonce',
      tamper: { nonce: 'not-the-nonce' },
      message: 'The answer does not match this request (wrong nonce)',
    },
  ])('refuses an answer for $what, and the request stays as it was', async ({ tamper, message }) => {
    const holder = newHolder();
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const qr = { ...parseQr(created.qr), ...tamper };
    const res = await post(await createAnswerJwt({ privateKey: holder.privateKey, qr, approve: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message } });
    await expectUnchanged(created, holder.did);
  });

  it('refuses an unknown txid', async () => {
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const qr = { ...parseQr(created.qr), txid: '00000000-0000-4000-8000-000000000000' };
    const res = await post(await createAnswerJwt({ privateKey: newHolder().privateKey, qr, approve: true }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { message: 'Unknown login request' } });
    await expectUnchanged(created);
  });

  it('refuses an answer to an expired request, which then reads EXPIRED', async () => {
    const holder = newHolder();
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    await t.database.db
      .update(authRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authRequests.txid, created.txid));
    const res = await answer(t.app, holder, created);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      error: { message: 'This request has expired: ask for a new QR code' },
    });
    expect((await poll(t.app, created)).json()).toEqual({ status: 'EXPIRED' });
  });

  it('refuses an expired answer', async () => {
    const holder = newHolder();
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const qr = parseQr(created.qr);
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    const jwt = await createAnswerJwt({
      privateKey: holder.privateKey,
      qr,
      approve: true,
      now: tenMinutesAgo,
      lifetimeSeconds: 60,
    });
    const res = await post(jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'The answer has expired' } });
    await expectUnchanged(created, holder.did);
  });

  it('refuses an answer that would live longer than 300 seconds', async () => {
    const holder = newHolder();
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const qr = parseQr(created.qr);
    const now = Math.floor(Date.now() / 1000);
    const jwt = await createJWT(
      { aud: qr.aud, txid: qr.txid, nonce: qr.nonce, approve: true, iat: now, exp: now + 3600 },
      { issuer: holder.did, signer: ES256KSigner(holder.privateKey, true) },
      { alg: 'ES256K-R' },
    );
    const res = await post(jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'The answer may live at most 300 seconds' } });
    await expectUnchanged(created, holder.did);
  });

  it('refuses a tampered answer (bad signature)', async () => {
    const holder = newHolder();
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const jwt = await createAnswerJwt({
      privateKey: holder.privateKey,
      qr: parseQr(created.qr),
      approve: false,
    });
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, approve: true })).toString('base64url');
    const res = await post(`${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: { code: 'INVALID_SIGNATURE', message: 'The signature does not match the DID' },
    });
    await expectUnchanged(created, holder.did);
  });

  it('refuses an answer whose DID is not the signer', async () => {
    const signer = newHolder();
    const victim = newHolder();
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const qr = parseQr(created.qr);
    const jwt = await createJWT(
      { aud: qr.aud, txid: qr.txid, nonce: qr.nonce, approve: true },
      { issuer: victim.did, signer: ES256KSigner(signer.privateKey, true), expiresIn: 120 },
      { alg: 'ES256K-R' },
    );
    const res = await post(jwt);
    expect(res.statusCode).toBe(401);
    await expectUnchanged(created, victim.did);
  });

  it('refuses a second answer to the same request', async () => {
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    expect((await answer(t.app, newHolder(), created)).statusCode).toBe(200);
    const second = await answer(t.app, newHolder(), created);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { message: 'This request has already been answered' } });
  });

  it('lets only one of two simultaneous answers win', async () => {
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const results = await Promise.all([
      answer(t.app, newHolder(), created),
      answer(t.app, newHolder(), created),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a poll without or with a wrong poll secret', async () => {
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const without = await t.app.inject({ method: 'GET', url: `/api/v1/auth/request?txid=${created.txid}` });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ error: { message: 'The x-poll-secret header is required' } });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/request?txid=${created.txid}`,
      headers: { 'x-poll-secret': 'guess' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { message: 'Wrong poll secret' } });
  });

  it('refuses malformed JSON, a malformed JWT and a bad request body', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/response',
      headers: { 'content-type': 'application/json' },
      payload: '{"jwt":',
    });
    expect(json.statusCode).toBe(400);
    const jwt = await post('not.a-jwt');
    expect(jwt.statusCode).toBe(400);
    expect(jwt.json()).toMatchObject({ error: { message: 'Malformed JWT' } });
    const mode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request',
      payload: { intent: 'login', mode: 'root' },
    });
    expect(mode.statusCode).toBe(400);
  });
});
