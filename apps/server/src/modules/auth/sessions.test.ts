import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { SignJWT } from 'jose';
import { createWalletTokenJwt, parseQr, requestWalletToken } from '@sigil/wallet';
import { loadSessionKey } from '../../lib/keys';
import { buildTestApp, useTestApp, type TestApp } from '../../test/build-test-app';
import { injectFetch } from '../../test/inject-fetch';
import { answer, loginWithWallet, newHolder, startRequest } from '../../test/holders';
import { openSocket, type TestSocket } from '../../test/sockets';

describe('sessions', () => {
  const t = useTestApp();

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('accepts the token as Bearer and as x-auth-token, and refuses a missing or forged one', async () => {
    const { token } = await loginWithWallet(t.app, newHolder(), 'individual');
    expect((await me(token!)).statusCode).toBe(200);
    const alt = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { 'x-auth-token': token! },
    });
    expect(alt.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const forged = `${token!.split('.').slice(0, 2).join('.')}.AAAA`;
    const refused = await me(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { message: 'Invalid session token' } });
  });

  it('refuses a token signed by the server for an audience it does not know (401, not 500)', async () => {
    const key = await loadSessionKey(t.config.dataDir);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ did: { extdata: { name: 'Eve', email: 'eve@example.test' } } })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setSubject(newHolder().did)
      .setAudience('superuser')
      .setIssuer(t.config.publicUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .setJti('an-unknown-audience')
      .sign(key.privateKey);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: { code: 'UNAUTHORISED', message: 'Invalid session token' },
    });
  });

  it('revokes the token on logout: every later call is refused', async () => {
    const { token } = await loginWithWallet(t.app, newHolder(), 'individual');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await me(token!);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { message: 'This session has ended: please log in again' } });
  });

  it('refuses a provider-only call with an individual token (403)', async () => {
    const { token } = await loginWithWallet(t.app, newHolder(), 'individual');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trustanchor/membershiproles/permissions?memberId=x',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  describe('wallet tokens', () => {
    it('issues a wallet token for a signed request and refuses its replay', async () => {
      const holder = newHolder();
      const fetchImpl = injectFetch(t.app);
      const issued = await requestWalletToken({
        privateKey: holder.privateKey,
        baseUrl: 'http://sigil.test',
        fetchImpl,
      });
      expect(issued.token.split('.')).toHaveLength(3);

      const jwt = await createWalletTokenJwt({
        privateKey: holder.privateKey,
        audience: 'http://sigil.test',
        jti: 'fixed-jti-123',
      });
      const first = await t.app.inject({ method: 'POST', url: '/api/v1/auth/wallet', payload: { jwt } });
      expect(first.statusCode).toBe(200);
      const replay = await t.app.inject({ method: 'POST', url: '/api/v1/auth/wallet', payload: { jwt } });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ error: { message: 'This token request was already used' } });
    });

    it('refuses a wallet token request for another audience', async () => {
      const jwt = await createWalletTokenJwt({
        privateKey: newHolder().privateKey,
        audience: 'http://elsewhere.test',
      });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/wallet', payload: { jwt } });
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('token renewal', () => {
  it('returns a fresh token in x-auth-token when the session nears its end', async () => {
    const t = await buildTestApp({ sessionTtlSeconds: 300, sessionRenewBeforeSeconds: 600 });
    try {
      const { token } = await loginWithWallet(t.app, newHolder(), 'individual');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      const renewed = res.headers['x-auth-token'] as string;
      expect(renewed.split('.')).toHaveLength(3);
      expect(renewed).not.toBe(token);
      const withRenewed = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${renewed}` },
      });
      expect(withRenewed.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('does not renew a token far from its end', async () => {
    const t = await buildTestApp({ sessionTtlSeconds: 3600, sessionRenewBeforeSeconds: 600 });
    try {
      const { token } = await loginWithWallet(t.app, newHolder(), 'individual');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.headers['x-auth-token']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('rate limiting of the auth endpoints', () => {
  it('answers 429 past the limit per client address', async () => {
    const t = await buildTestApp({ authRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/request',
          payload: { intent: 'login', mode: 'individual' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('provider sign-in with Google', () => {
  let google: Server;
  let googleUrl: string;
  let googleHits = 0;
  let t: TestApp;
  const users: Record<string, object> = {
    'token-ops': { sub: '1', email: 'Ops@Sigil.Example', email_verified: true, name: 'Ops Person' },
    'token-stranger': { sub: '2', email: 'someone@else.example', email_verified: true, name: 'Someone' },
    'token-unverified': { sub: '3', email: 'ops@sigil.example', email_verified: false },
  };

  beforeAll(async () => {
    google = createServer((req, res) => {
      googleHits++;
      const token = (req.headers.authorization ?? '').replace('Bearer ', '');
      const user = users[token];
      res.writeHead(user ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(user ?? { error: 'invalid_token' }));
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    googleUrl = `http://127.0.0.1:${port}/userinfo`;
    t = await buildTestApp({
      googleUserinfoUrl: googleUrl,
      googleClientId: 'client.apps.example',
      providerEmails: ['ops@sigil.example'],
    });
  });
  afterAll(async () => {
    await t.close();
    google.close();
  });

  const signIn = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { access_token: accessToken } });

  it('signs in a verified provider e-mail and returns data.token and the user', async () => {
    const res = await signIn('token-ops');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { token: string; user: { mode: string; email: string } } }>();
    expect(body.data.user).toMatchObject({
      mode: 'provider',
      email: 'ops@sigil.example',
      name: 'Ops Person',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.json()).toMatchObject({ mode: 'provider' });
  });

  it('refuses an e-mail that is not a provider, an unverified one, and a token Google rejects', async () => {
    expect((await signIn('token-stranger')).statusCode).toBe(403);
    expect((await signIn('token-unverified')).statusCode).toBe(401);
    expect((await signIn('token-nobody')).statusCode).toBe(401);
  });

  it.each([
    ['no GOOGLE_CLIENT_ID', { googleClientId: null, providerEmails: ['ops@sigil.example'] }],
    ['no PROVIDER_EMAILS', { googleClientId: 'client.apps.example', providerEmails: [] }],
  ])('refuses at once, without asking Google, when sign-in is not configured (%s)', async (_, settings) => {
    const off = await buildTestApp({ googleUserinfoUrl: googleUrl, ...settings });
    try {
      const hitsBefore = googleHits;
      const started = Date.now();
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { access_token: 'token-ops' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_AVAILABLE', message: 'Google sign-in is not configured' },
      });
      expect(googleHits - hitsBefore).toBe(0);
      // …and the console is not offered a Google button that could only fail.
      const config = await off.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(config.json()).toMatchObject({ googleClientId: null });
    } finally {
      await off.close();
    }
  });
});

describe('WebSocket push of a login', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => sockets.forEach((s) => s.close()));
  afterAll(() => t.close());

  async function connect(path: string, token?: string): Promise<TestSocket> {
    const opened = await openSocket(baseUrl, path, token);
    sockets.push(opened.socket);
    return opened;
  }

  it('tells the console at once that its request completed, without the token', async () => {
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const ws = await connect(`/api/comm/ws/${created.txid}/web`);
    expect(await ws.next()).toEqual({ type: 'subscribed', topic: created.txid });
    await answer(t.app, newHolder(), created);
    const pushed = await ws.next();
    expect(pushed).toEqual({ type: 'auth-request', txid: created.txid, status: 'COMPLETED' });
    expect(JSON.stringify(pushed)).not.toContain('token');
    expect(parseQr(created.qr).txid).toBe(created.txid);
  });

  it("opens a DID's channel for that DID's token sent as the first frame, never read from the URL", async () => {
    const holder = newHolder();
    const { token } = await loginWithWallet(t.app, holder, 'individual');
    const ws = await connect(`/api/comm/ws/${holder.did}/web`, token);
    expect(await ws.next()).toEqual({ type: 'subscribed', topic: holder.did });

    // The token in the URL (where a log would keep it) opens nothing: the first frame decides.
    const inUrl = await connect(`/api/comm/ws/${holder.did}/web?token=${token!}`);
    inUrl.socket.send(JSON.stringify({ type: 'hello' }));
    expect(await inUrl.closed).toBe(4401);
  });

  it("closes a DID's channel authenticated with another DID's token, or with no frame of the right shape", async () => {
    const { token } = await loginWithWallet(t.app, newHolder(), 'individual');
    const other = await connect(`/api/comm/ws/${newHolder().did}/web`, token);
    expect(await other.closed).toBe(4401);
    const provider = await connect('/api/comm/ws/provider/web', token);
    expect(await provider.closed).toBe(4401);
    const garbled = await connect(`/api/comm/ws/${newHolder().did}/web`);
    garbled.socket.send('not json');
    expect(await garbled.closed).toBe(4401);
  });
});
