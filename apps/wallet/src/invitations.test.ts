import { walletInvitationLink } from '@sigil/core';
import { secp256k1 } from '@noble/curves/secp256k1';
import { decodeJWT, verifyJWT } from 'did-jwt';
import { ZAnswerInvitationRequest, ZClaimInvitationRequest } from '@sigil/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerRefusedError } from './errors';
import { didForPrivateKey, generatePrivateKey, publicKeyForPrivateKey } from './holder';
import {
  ANSWER_INVITATION_PATH,
  CLAIM_INVITATION_PATH,
  answerInvitation,
  answerInvitationBody,
  parseInvitationReference,
} from './invitations';
import { WALLET_TOKEN_PATH } from './protocol';
import { sigilResolver } from './testing/did-resolver';
import { createPendingInvitation } from './testing/factories';
import { type TestServer } from './testing/http-server';
import { startInvitationServer } from './testing/invitation-server';

const privateKey = generatePrivateKey();
const did = didForPrivateKey(privateKey);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('parseInvitationReference', () => {
  it('takes a bare code as it is (trimmed)', () => {
    expect(parseInvitationReference('  abc123 ')).toEqual({ invitationCode: 'abc123' });
  });

  it("takes the code of the mail's link, and the server's public URL before /endorsements", () => {
    expect(parseInvitationReference('https://console.example/endorsements?invitationCode=abc123')).toEqual({
      invitationCode: 'abc123',
      serverUrl: 'https://console.example',
    });
    expect(
      parseInvitationReference('https://example.org/sigil/endorsements/?x=1&invitationCode=a%2Bb#top'),
    ).toEqual({ invitationCode: 'a+b', serverUrl: 'https://example.org/sigil' });
    expect(parseInvitationReference('http://127.0.0.1:8080/elsewhere?invitationCode=abc')).toEqual({
      invitationCode: 'abc',
      serverUrl: 'http://127.0.0.1:8080',
    });
  });

  it("takes the code of the mail's phone wallet link, and the server's public URL before /wallet/", () => {
    expect(parseInvitationReference(walletInvitationLink('https://example.org/sigil', 'a+b'))).toEqual({
      invitationCode: 'a+b',
      serverUrl: 'https://example.org/sigil',
    });
  });

  it('takes the code of any URL with the parameter, without a server when the URL names none', () => {
    expect(parseInvitationReference('/endorsements?invitationCode=abc')).toEqual({ invitationCode: 'abc' });
    expect(parseInvitationReference('sigil://invite?invitationCode=abc')).toEqual({ invitationCode: 'abc' });
  });

  it('refuses a link without a code, an empty input and a code no server accepts', () => {
    expect(() => parseInvitationReference('https://console.example/endorsements')).toThrow(
      'This link has no invitationCode: https://console.example/endorsements',
    );
    expect(() => parseInvitationReference('https://console.example/endorsements?invitationCode=%20')).toThrow(
      /^This link has no invitationCode/,
    );
    expect(() => parseInvitationReference('   ')).toThrow(
      'Missing the invitation: give its code or the link from the invitation mail',
    );
    expect(() => parseInvitationReference('x'.repeat(101))).toThrow(/^Not an invitation code: x+$/);
  });
});

describe('answerInvitationBody', () => {
  it('is a valid request, leaving out empty profile values', () => {
    const body = answerInvitationBody({
      invitationCode: 'abc123',
      answer: 'Accepted',
      publicKey: '02'.padEnd(66, 'a'),
      name: ' Ada ',
      email: '',
    });
    expect(body).toEqual({
      invitationStatus: 'Accepted',
      publicKey: '02'.padEnd(66, 'a'),
      membersRequiredParams: { name: 'Ada' },
      invitationCode: 'abc123',
    });
    expect(ZAnswerInvitationRequest.safeParse(body).success).toBe(true);
  });
});

describe('answerInvitation', () => {
  it('gets a wallet token, claims the invitation, then accepts it with the key and the profile', async () => {
    server = await startInvitationServer();
    const result = await answerInvitation({
      privateKey,
      baseUrl: `${server.url}/`,
      invitationCode: 'abc123',
      answer: 'Accepted',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    });

    expect(result).toEqual({ did, message: 'Accepted successfully', invitation: createPendingInvitation() });
    const [token, claim, answer] = server.requests;
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST ${WALLET_TOKEN_PATH}`,
      `POST ${CLAIM_INVITATION_PATH}`,
      `PUT ${ANSWER_INVITATION_PATH}`,
    ]);

    // The wallet token is asked for with a did-jwt for this server, signed by the holder.
    const { jwt } = token?.body as { jwt: string };
    const verified = await verifyJWT(jwt, { resolver: sigilResolver(), audience: server.url });
    expect(verified.issuer).toBe(did);
    expect(decodeJWT(jwt).payload.jti).toEqual(expect.any(String));

    // Both invitation calls carry the wallet token and a body of the contract.
    expect(claim?.headers['x-auth-token']).toBe('wallet-token');
    expect(answer?.headers['x-auth-token']).toBe('wallet-token');
    expect(ZClaimInvitationRequest.parse(claim?.body)).toEqual({ invitationCode: 'abc123' });
    const body = ZAnswerInvitationRequest.parse(answer?.body);
    expect(body).toEqual({
      invitationStatus: 'Accepted',
      publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      membersRequiredParams: { name: 'Ada Lovelace', email: 'ada@example.org' },
      invitationCode: 'abc123',
    });
    // The compressed key is the holder's: the same point as the key the DID is derived from.
    const point = secp256k1.ProjectivePoint.fromHex(body.publicKey ?? '');
    expect(point.toRawBytes(false)).toEqual(publicKeyForPrivateKey(privateKey));
  });

  it('rejects with a token it already holds, and without a profile', async () => {
    server = await startInvitationServer();
    const result = await answerInvitation({
      privateKey,
      baseUrl: server.url,
      invitationCode: 'abc123',
      answer: 'Rejected',
      token: 'held-token',
    });
    expect(result.message).toBe('Rejected successfully');
    expect(server.requests.map(({ path }) => path)).toEqual([CLAIM_INVITATION_PATH, ANSWER_INVITATION_PATH]);
    expect(server.requests[1]?.headers['x-auth-token']).toBe('held-token');
    expect(server.requests[1]?.body).toMatchObject({
      invitationStatus: 'Rejected',
      membersRequiredParams: {},
    });
  });

  it("stops at a refused claim with the server's message, and answers nothing", async () => {
    server = await startInvitationServer({
      [`POST ${CLAIM_INVITATION_PATH}`]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This invitation belongs to another DID' } },
      }),
    });
    const refusal = answerInvitation({
      privateKey,
      baseUrl: server.url,
      invitationCode: 'abc123',
      answer: 'Accepted',
    });
    await expect(refusal).rejects.toThrow(/^This invitation belongs to another DID$/);
    await expect(refusal).rejects.toBeInstanceOf(ServerRefusedError);
    await expect(refusal).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(server.requests.map(({ path }) => path)).not.toContain(ANSWER_INVITATION_PATH);
  });

  it('passes on a refused answer, and says so when the answer has no message', async () => {
    server = await startInvitationServer({
      [`PUT ${ANSWER_INVITATION_PATH}`]: () => ({
        status: 410,
        body: { error: { code: 'GONE', message: 'This invitation has expired' } },
      }),
    });
    await expect(
      answerInvitation({ privateKey, baseUrl: server.url, invitationCode: 'abc123', answer: 'Accepted' }),
    ).rejects.toMatchObject({
      name: 'ServerRefusedError',
      message: 'This invitation has expired',
      status: 410,
    });
    await server.close();

    server = await startInvitationServer({
      [`PUT ${ANSWER_INVITATION_PATH}`]: () => ({ status: 200, body: {} }),
    });
    await expect(
      answerInvitation({ privateKey, baseUrl: server.url, invitationCode: 'abc123', answer: 'Accepted' }),
    ).rejects.toThrow(`Unexpected answer from ${server.url}: no message in it`);
  });
});
