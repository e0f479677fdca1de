import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import type { TAuthPollResponse, TAuthRequestCreated, TInvitation, TLoginMode } from '@sigil/core';
import { useTestApp } from '../../test/build-test-app';
import { createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder, poll, startRequest } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import {
  answerWithStandardWallet,
  newStandardWallet,
  postOpenid4vpAnswer,
  readOpenid4vpLink,
  selfIssuedIdToken,
  type StandardWallet,
} from '../../test/standard-wallet';

const providerWallet = await newStandardWallet('jwk');

describe('login by a standard wallet (SIOPv2 through OpenID4VP)', () => {
  const t = useTestApp({ providerDids: [providerWallet.did] });
  const fetchImpl = (input: string, init?: RequestInit) => injectFetch(t.app)(input, init);

  const start = (mode: TLoginMode) => startRequest(t.app, { intent: 'login', mode, protocol: 'openid4vp' });
  const polled = async (created: TAuthRequestCreated) =>
    (await poll(t.app, created)).json<TAuthPollResponse>();
  const login = async (wallet: StandardWallet, mode: TLoginMode) => {
    const created = await start(mode);
    const answered = await answerWithStandardWallet(wallet, created.qr, fetchImpl);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    return polled(created);
  };

  it('gives an openid4vp:// link to a request object signed by the registry DID, asking for an ID token', async () => {
    const created = await start('individual');
    const link = new URL(created.qr);
    expect(link.protocol).toBe('openid4vp:');
    expect(created.qr).not.toContain(created.pollSecret);
    const request = await readOpenid4vpLink(created.qr, fetchImpl);
    // The client is the registry's own DID, whose key the wallet found at the resolver.
    expect(request.clientId).toMatch(/^decentralized_identifier:did:sigil:0x[0-9a-f]{40}$/);
    expect(request.payload).toMatchObject({
      response_type: 'id_token',
      response_mode: 'direct_post',
      response_uri: 'http://sigil.test/api/v1/auth/openid4vp/response',
      scope: 'openid',
      state: created.txid,
      client_metadata: { subject_syntax_types_supported: ['did:sigil', 'did:key', 'did:jwk'] },
    });
    expect(typeof request.payload.nonce).toBe('string');
    expect(request.payload.exp).toBe(Math.floor(new Date(created.expiresAt).getTime() / 1000));
    const jwt = await (await fetchImpl(String(link.searchParams.get('request_uri')))).text();
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'ES256K', typ: 'oauth-authz-req+jwt' });
  });

  it.each(['key', 'jwk'] as const)(
    'logs an individual in with did:%s: the console polls and gets the token once',
    async (method) => {
      const wallet = await newStandardWallet(method);
      const created = await start('individual');
      expect(await polled(created)).toEqual({ status: 'PENDING' });
      const request = await readOpenid4vpLink(created.qr, fetchImpl);
      const idToken = await selfIssuedIdToken(wallet, request, {
        name: 'Lin Wei',
        email: 'Lin@Example.test',
      });
      const answered = await postOpenid4vpAnswer(request, { id_token: idToken }, fetchImpl);
      expect(answered).toEqual({ status: 200, body: { status: 'COMPLETED' } });

      const completed = await polled(created);
      expect(completed.profile).toMatchObject({
        did: wallet.did,
        mode: 'individual',
        name: 'Lin Wei',
        email: 'lin@example.test',
      });
      expect((await poll(t.app, created)).statusCode).toBe(410);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${completed.token}` },
      });
      // did:key and did:jwk are case-sensitive: the session names the DID exactly as the wallet did.
      expect(me.json()).toMatchObject({ did: wallet.did, mode: 'individual' });
    },
  );

  it('logs a did:jwk provider in, and refuses one that is not a provider', async () => {
    expect((await login(providerWallet, 'provider')).profile).toMatchObject({ mode: 'provider' });
    expect(await login(await newStandardWallet('jwk'), 'provider')).toEqual({
      status: 'REJECTED',
      reason: 'NOT_PROVIDER',
    });
  });

  it('logs in an organisation Admin with did:key, bound to an e-mail invitation by its code', async () => {
    const admin = newHolder();
    const org = await createOrganisation(t.database.db, { businessName: 'Standard Wallets Ltd' });
    await createMember(t.database.db, { organisationId: org.id, memberDid: admin.did, roleCode: '1001' });
    const adminToken = (await loginWithWallet(t.app, admin, 'organisation')).token!;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });

    const wallet = await newStandardWallet('key');
    expect(await login(wallet, 'organisation')).toEqual({
      status: 'REJECTED',
      reason: 'NOT_ORGANISATION_ADMIN',
    });

    const invited = await call('POST', '/api/v1/invitations/', adminToken, {
      invitationType: 'MemberShipRoleInvite',
      roleCode: '1001',
      name: 'Kim Key',
      email: 'kim.key@example.test',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { invitationCode } = invited.json<TInvitation>();

    const individual = (await login(wallet, 'individual')).token!;
    expect((await call('POST', '/api/v1/invitations/claim', individual, { invitationCode })).statusCode).toBe(
      200,
    );
    const accepted = await call('PUT', '/api/v1/invitations/membershiprole/enroll', individual, {
      invitationStatus: 'Accepted',
      invitationCode,
      membersRequiredParams: { name: 'Kim Key', email: 'kim.key@example.test' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const session = await login(wallet, 'organisation');
    expect(session.status).toBe('COMPLETED');
    expect(session.profile).toMatchObject({
      did: wallet.did,
      mode: 'organisation',
      organisation: { businessName: 'Standard Wallets Ltd' },
      selectedAccount: { type: 'Admin' },
    });
    const members = await call('GET', `/api/accounts/${org.did}/members`, session.token!);
    expect(members.statusCode).toBe(200);
    expect(JSON.stringify(members.json())).toContain(wallet.did);
  });

  describe('refuses, and leaves the request waiting', () => {
    const refused = async (
      overrides: Parameters<typeof selfIssuedIdToken>[2] | ((token: string) => string),
      expected: { status: number; code?: string; description: RegExp },
    ) => {
      const wallet = await newStandardWallet('key');
      const created = await start('individual');
      const request = await readOpenid4vpLink(created.qr, fetchImpl);
      const idToken =
        typeof overrides === 'function'
          ? overrides(await selfIssuedIdToken(wallet, request))
          : await selfIssuedIdToken(wallet, request, overrides);
      const answered = await postOpenid4vpAnswer(request, { id_token: idToken }, fetchImpl);
      expect(answered.status).toBe(expected.status);
      expect(answered.body).toMatchObject({
        error: 'invalid_request',
        error_description: expect.stringMatching(expected.description),
      });
      if (expected.code) expect(answered.body.code).toBe(expected.code);
      expect(await polled(created)).toEqual({ status: 'PENDING' });
    };

    it('a wrong audience', () =>
      refused(
        { aud: 'decentralized_identifier:did:sigil:0x0000000000000000000000000000000000000001' },
        { status: 400, description: /wrong audience/ },
      ));
    it('a wrong nonce', () =>
      refused({ nonce: 'not-the-nonce' }, { status: 400, description: /wrong nonce/ }));
    it('an expired ID token', () =>
      refused(
        { exp: Math.floor(Date.now() / 1000) - 5 },
        { status: 400, code: 'ANSWER_EXPIRED', description: /expired/ },
      ));
    it('an ID token issued before the request', () =>
      refused(
        { iat: Math.floor(Date.now() / 1000) - 3600 },
        { status: 400, description: /not issued for this request/ },
      ));
    it('an issuer other than the subject', () =>
      refused({ iss: 'https://wallet.example' }, { status: 400, description: /iss = sub/ }));
    it('a tampered signature', () =>
      refused(
        (token) => {
          const [header, payload, signature] = token.split('.');
          const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
          const forged = Buffer.from(JSON.stringify({ ...claims, name: 'Mallory' })).toString('base64url');
          return `${header}.${forged}.${signature}`;
        },
        { status: 401, code: 'INVALID_SIGNATURE', description: /signature/ },
      ));
    it('a subject of a method not accepted (did:web is off by default)', async () => {
      const wallet = await newStandardWallet('key');
      const created = await start('individual');
      const request = await readOpenid4vpLink(created.qr, fetchImpl);
      const idToken = await selfIssuedIdToken({ ...wallet, did: 'did:web:wallet.example' }, request);
      const answered = await postOpenid4vpAnswer(request, { id_token: idToken }, fetchImpl);
      expect(answered.status).toBe(400);
      expect(String(answered.body.error_description)).toContain('did:key, did:jwk');
      expect(await polled(created)).toEqual({ status: 'PENDING' });
    });
  });

  it('takes one answer only: a replay is refused, and the same token cannot open another request', async () => {
    const wallet = await newStandardWallet('jwk');
    const created = await start('individual');
    const request = await readOpenid4vpLink(created.qr, fetchImpl);
    const idToken = await selfIssuedIdToken(wallet, request);
    expect((await postOpenid4vpAnswer(request, { id_token: idToken }, fetchImpl)).status).toBe(200);
    const replay = await postOpenid4vpAnswer(request, { id_token: idToken }, fetchImpl);
    expect(replay).toMatchObject({ status: 409, body: { code: 'ALREADY_ANSWERED' } });
    // The request object is no longer served once answered.
    expect((await fetchImpl(`http://sigil.test/api/v1/auth/openid4vp/requests/${created.txid}`)).status).toBe(
      409,
    );

    const other = await start('individual');
    const otherRequest = await readOpenid4vpLink(other.qr, fetchImpl);
    const moved = await postOpenid4vpAnswer(otherRequest, { id_token: idToken }, fetchImpl);
    expect(moved).toMatchObject({
      status: 400,
      body: { error_description: expect.stringMatching(/wrong nonce|audience/) },
    });
    expect(await polled(other)).toEqual({ status: 'PENDING' });
  });

  it('ends the wait when the holder declines in the wallet (an OAuth error answer)', async () => {
    const created = await start('individual');
    const request = await readOpenid4vpLink(created.qr, fetchImpl);
    const declined = await postOpenid4vpAnswer(request, { error: 'access_denied' }, fetchImpl);
    expect(declined).toEqual({ status: 200, body: { status: 'REJECTED', reason: 'DENIED_BY_HOLDER' } });
    expect(await polled(created)).toEqual({ status: 'REJECTED', reason: 'DENIED_BY_HOLDER' });
  });

  it('keeps the two protocols apart, and knows no request by an unknown state', async () => {
    const ours = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    expect((await fetchImpl(`http://sigil.test/api/v1/auth/openid4vp/requests/${ours.txid}`)).status).toBe(
      404,
    );
    const postForm = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/openid4vp/response',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const unknown = await postForm('state=no-such-request&id_token=a.b.c');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'invalid_request' });
    const missing = await postForm('id_token=a.b.c');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('state'),
    });
  });

  it('answers 410 for a request that has expired, and no request object for it', async () => {
    const created = await start('individual');
    const request = await readOpenid4vpLink(created.qr, fetchImpl);
    await t.database.db.execute(
      // Backdate the request: its lifetime is over.
      sql`update auth_requests set expires_at = now() - interval '1 second' where txid = ${created.txid}`,
    );
    const late = await postOpenid4vpAnswer(
      request,
      { id_token: await selfIssuedIdToken(await newStandardWallet('key'), request) },
      fetchImpl,
    );
    expect(late).toMatchObject({ status: 410, body: { code: 'REQUEST_EXPIRED' } });
    expect((await fetchImpl(`http://sigil.test/api/v1/auth/openid4vp/requests/${created.txid}`)).status).toBe(
      410,
    );
  });
});
