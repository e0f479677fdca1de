import { decodeJWT, verifyJWT } from 'did-jwt';
import { ZWalletAnswerClaims } from '@sigil/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerRefusedError } from './errors';
import { didForPrivateKey, generatePrivateKey } from './holder';
import {
  answerQr,
  createAnswerJwt,
  createWalletTokenJwt,
  describeRequest,
  parseQr,
  requestWalletToken,
  sendAnswer,
} from './protocol';
import { sigilResolver } from './testing/did-resolver';
import { createQr } from './testing/factories';
import { closedPortUrl, startJsonServer, type TestServer } from './testing/http-server';

const privateKey = generatePrivateKey();
const did = didForPrivateKey(privateKey);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('describeRequest', () => {
  it('names the intent, mode, organisation and service', () => {
    const login = describeRequest(createQr({ baseUrl: 'https://console.example', mode: 'organisation' }));
    expect(login).toContain('console.example asks you to log in as a member of an organisation.');
    expect(login).toContain('Service:      https://console.example');

    const signup = describeRequest(
      createQr({
        baseUrl: 'https://console.example',
        intent: 'orgsignup',
        mode: undefined,
        org: { name: 'Acme Ltd' },
      }),
    );
    expect(signup).toContain('asks you to sign up the organisation "Acme Ltd" and become its administrator.');
    expect(signup).toContain('Organisation: Acme Ltd');
  });
});

describe('createAnswerJwt', () => {
  it('signs an ES256K-R did-jwt with the protocol claims', async () => {
    const qr = createQr();
    const now = new Date('2026-11-20T10:00:00Z');
    const jwt = await createAnswerJwt({
      privateKey,
      qr,
      approve: true,
      name: 'Ada',
      email: 'ada@example.com',
      now,
    });
    const { header, payload } = decodeJWT(jwt);

    expect(header).toEqual({ alg: 'ES256K-R', typ: 'JWT' });
    expect(ZWalletAnswerClaims.parse(payload)).toEqual({
      iss: did,
      aud: qr.aud,
      txid: qr.txid,
      nonce: qr.nonce,
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 120,
      approve: true,
      name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('reproduces the test vector of docs/wallet-protocol.md', async () => {
    const vectorKey = new Uint8Array(32).fill(1);
    const qr = parseQr(
      '{"v":1,"kind":"auth","intent":"login","mode":"individual","txid":"3f1c2a9e-5b7d-4c1e-9a0b-2d6f8e4c7a15",' +
        '"nonce":"q9Zr4bX2kLmN8sT1vW3yA0","aud":"https://console.example.org",' +
        '"endpoint":"https://console.example.org/api/v1/auth/response","exp":1795689720}',
      { now: new Date(1795689650_000) },
    );
    const jwt = await createAnswerJwt({
      privateKey: vectorKey,
      qr,
      approve: true,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      now: new Date(1795689650_000),
    });
    expect(didForPrivateKey(vectorKey)).toBe('did:sigil:0x1a642f0e3c3af545e7acbd38b07251b3990914f1');
    expect(jwt.split('.')[2]).toBe(
      'mzepJ3J4Xa-T2rTkHtbyPEziJr_tW5SGBj0tKtAajfR4_6mGqkaRpe1sXrKuXnlXDkV7f-pwdNYb-3k3a1NbXAE',
    );
  });

  it('leaves out an absent profile and uses the given DID method and lifetime', async () => {
    const jwt = await createAnswerJwt({
      privateKey,
      qr: createQr(),
      approve: false,
      didMethod: 'acme',
      lifetimeSeconds: 300,
    });
    const { payload } = decodeJWT(jwt);
    expect(payload.iss).toBe(didForPrivateKey(privateKey, 'acme'));
    expect(payload.approve).toBe(false);
    expect(payload).not.toHaveProperty('name');
    expect(payload).not.toHaveProperty('email');
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('refuses a lifetime above 300 s', async () => {
    await expect(
      createAnswerJwt({ privateKey, qr: createQr(), approve: true, lifetimeSeconds: 301 }),
    ).rejects.toThrow('lifetimeSeconds must be a whole number from 1 to 300');
  });

  it('is accepted by did-jwt verifyJWT with the did:sigil resolver, and only unaltered', async () => {
    const qr = createQr();
    const jwt = await createAnswerJwt({ privateKey, qr, approve: true });

    const verified = await verifyJWT(jwt, {
      resolver: sigilResolver(),
      audience: qr.aud,
      proofPurpose: 'authentication',
    });
    expect(verified.verified).toBe(true);
    expect(verified.issuer).toBe(did);
    expect(verified.payload.nonce).toBe(qr.nonce);

    await expect(
      verifyJWT(jwt, { resolver: sigilResolver(), audience: 'https://other.example' }),
    ).rejects.toThrow(/audience/i);

    const impostor = didForPrivateKey(generatePrivateKey());
    const [header, , signature] = jwt.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJWT(jwt).payload, iss: impostor })).toString(
      'base64url',
    );
    await expect(
      verifyJWT(`${header}.${forgedPayload}.${signature}`, { resolver: sigilResolver(), audience: qr.aud }),
    ).rejects.toThrow(/signature/i);
  });
});

describe('sendAnswer', () => {
  it('posts { jwt } to the QR endpoint and returns the answer', async () => {
    server = await startJsonServer(() => ({ status: 200, body: { status: 'COMPLETED' } }));
    const qr = createQr({ baseUrl: server.url });

    const result = await answerQr({ privateKey, qr, approve: true, name: 'Ada' });

    expect(result.response).toEqual({ status: 'COMPLETED' });
    expect(result.did).toBe(did);
    expect(server.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/v1/auth/response', body: { jwt: result.jwt } }),
    ]);
  });

  it("shows the server's message when it refuses", async () => {
    server = await startJsonServer(() => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This request was already answered' } },
    }));
    const qr = createQr({ baseUrl: server.url });
    const jwt = await createAnswerJwt({ privateKey, qr, approve: true });

    const refusal = sendAnswer(qr, jwt);
    await expect(refusal).rejects.toThrow(/^This request was already answered$/);
    await expect(refusal).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    await expect(refusal).rejects.toBeInstanceOf(ServerRefusedError);
  });

  it('names the HTTP status when the refusal has no error body', async () => {
    server = await startJsonServer(() => ({ status: 502 }));
    const qr = createQr({ baseUrl: server.url });
    await expect(sendAnswer(qr, 'x.y.z')).rejects.toThrow('The server answered HTTP 502 Bad Gateway');
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const url = await closedPortUrl();
    const qr = createQr({ baseUrl: url });
    await expect(sendAnswer(qr, 'x.y.z')).rejects.toThrow(`Cannot reach the server at ${url}`);
  });
});

describe('wallet token', () => {
  it('posts a fresh did-jwt to /api/v1/auth/wallet and returns the token', async () => {
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    server = await startJsonServer(() => ({ status: 200, body: { token: 'session-token', expiresAt } }));

    const result = await requestWalletToken({ privateKey, baseUrl: `${server.url}/` });

    expect(result).toEqual({ token: 'session-token', expiresAt });
    const [request] = server.requests;
    expect(request?.path).toBe('/api/v1/auth/wallet');
    const jwt = (request?.body as { jwt: string }).jwt;
    const verified = await verifyJWT(jwt, { resolver: sigilResolver(), audience: server.url });
    expect(verified.issuer).toBe(did);
    expect(verified.payload.exp! - verified.payload.iat!).toBeLessThanOrEqual(300);
    expect(verified.payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses a new jti each time', async () => {
    const first = decodeJWT(await createWalletTokenJwt({ privateKey, audience: 'http://a' })).payload;
    const second = decodeJWT(await createWalletTokenJwt({ privateKey, audience: 'http://a' })).payload;
    expect(first.jti).not.toBe(second.jti);
  });

  it('refuses an answer without a token', async () => {
    server = await startJsonServer(() => ({ status: 200, body: { ok: true } }));
    await expect(requestWalletToken({ privateKey, baseUrl: server.url })).rejects.toThrow(
      /no wallet token in it/,
    );
  });
});
