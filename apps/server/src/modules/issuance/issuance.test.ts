import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { verifyCredential } from 'did-jwt-vc';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCredentialOfferCreated, TEndorsement } from '@sigil/core';
import { verifyEndorsement } from '@sigil/core/verify';
import { credentialOffers, registryKeys } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import {
  endorsedStandardWallet,
  endorsingOrganisation,
  type EndorsingOrganisation,
} from '../../test/endorsing-organisation';
import { loginWithWallet, newHolder } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import { newStandardWallet, receiveCredentialOffer, type StandardWallet } from '../../test/standard-wallet';

/**
 * Endorsements into a standard wallet (OpenID4VCI, pre-authorized code with a transaction code),
 * received by the OpenWallet Foundation's client and verified by did-jwt-vc, for a holder who
 * logged in with that wallet's did:key.
 */
describe('an endorsement offered to a standard wallet (OpenID4VCI)', () => {
  let t: TestApp;
  let org: EndorsingOrganisation;
  let wallet: StandardWallet;
  let holderTok: string;
  let endorsement: TEndorsement;
  let fetchFromServer: ReturnType<typeof injectFetch>;
  const provider = newHolder();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {} });
  const offer = async (id = endorsement.id, token = holderTok) => {
    const res = await call('POST', `/api/v1/endorsements/${encodeURIComponent(id)}/offer`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TCredentialOfferCreated>();
  };
  const form = (url: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  const codeOf = (created: TCredentialOfferCreated) => {
    const json = new URL(created.offerUri).searchParams.get('credential_offer')!;
    const parsed = JSON.parse(json) as { grants: Record<string, { 'pre-authorized_code': string }> };
    return Object.values(parsed.grants)[0]!['pre-authorized_code'];
  };
  const tokenRequest = (created: TCredentialOfferCreated, txCode = created.txCode) =>
    form('/api/v1/oid4vci/token', {
      grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code',
      'pre-authorized_code': codeOf(created),
      tx_code: txCode,
    });

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [provider.did] });
    fetchFromServer = injectFetch(t.app);
    org = await endorsingOrganisation(t, provider, {
      orgName: 'Open Wallets Guild',
      roleName: 'Field Auditor',
    });
    // The holder logs in with their standard wallet's did:key, and is endorsed under that DID.
    ({ wallet, holderTok, endorsement } = await endorsedStandardWallet(t, org, 'key'));
  });
  afterAll(() => t.close());

  it('publishes the issuer metadata and the authorization server metadata', async () => {
    const metadata = (await call('GET', '/.well-known/openid-credential-issuer')).json();
    expect(metadata).toMatchObject({
      credential_issuer: 'http://sigil.test',
      credential_endpoint: 'http://sigil.test/api/v1/oid4vci/credential',
      nonce_endpoint: 'http://sigil.test/api/v1/oid4vci/nonce',
      credential_configurations_supported: {
        EndorsementCredential_jwt_vc_json: {
          format: 'jwt_vc_json',
          cryptographic_binding_methods_supported: ['did:sigil', 'did:key', 'did:jwk'],
          credential_definition: { type: ['VerifiableCredential', 'EndorsementCredential'] },
        },
      },
    });
    expect((await call('GET', '/.well-known/oauth-authorization-server')).json()).toMatchObject({
      issuer: 'http://sigil.test',
      token_endpoint: 'http://sigil.test/api/v1/oid4vci/token',
      'pre-authorized_grant_anonymous_access_supported': true,
    });
  });

  it('hands the endorsement to the wallet that holds its DID, once; did-jwt-vc verifies it, and the chain', async () => {
    expect(endorsement.holderDid).toBe(wallet.did);
    const created = await offer();
    expect(created.offerUri).toMatch(/^openid-credential-offer:\/\/\?credential_offer=/);
    expect(created.txCode).toMatch(/^\d{6}$/);
    expect(created.offerUri).not.toContain(created.txCode);

    const credential = await receiveCredentialOffer(
      wallet,
      created.offerUri,
      created.txCode,
      fetchFromServer,
    );
    expect(credential).toBe(endorsement.jwt);
    const resolver = new Resolver({
      sigil: async (did) =>
        (await (
          await fetchFromServer(`http://sigil.test/1.0/identifiers/${encodeURIComponent(did)}`)
        ).json()) as DIDResolutionResult,
    });
    const verified = await verifyCredential(credential, resolver);
    expect(verified.payload.sub).toBe(wallet.did);
    expect(verified.issuer).toBe(org.organisationDid);
    const registryDid = (await t.database.db.select().from(registryKeys))[0]!.did;
    const chain = await verifyEndorsement(credential, { resolver, registryDid, fetch: fetchFromServer });
    expect(chain.verified).toBe(true);

    // Used: the same offer buys nothing more.
    const again = await tokenRequest(created);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
    const [row] = await t.database.db
      .select()
      .from(credentialOffers)
      .where(eq(credentialOffers.status, 'ISSUED'));
    expect(row).toMatchObject({ holderDid: wallet.did });
    // Nothing the holder typed or the wallet was given is kept in clear.
    expect(JSON.stringify(row)).not.toContain(created.txCode);
    expect(JSON.stringify(row)).not.toContain(codeOf(created));
  });

  it('counts wrong transaction codes, and ends the offer at the fifth', async () => {
    const created = await offer();
    const wrong = String((Number(created.txCode) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await tokenRequest(created, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant' });
    }
    expect((await tokenRequest(created)).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/unknown, used or expired/),
    });
    expect((await form('/api/v1/oid4vci/token', { grant_type: 'authorization_code' })).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    const noCode = await form('/api/v1/oid4vci/token', {
      grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code',
      'pre-authorized_code': codeOf(created),
    });
    expect(noCode.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('tx_code'),
    });
  });

  it('refuses a proof by another DID, a key the DID does not hold, or a c_nonce it did not hand out', async () => {
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught as { response?: { credentialErrorResponseResult?: { data?: object } } },
      );
      return error?.response?.credentialErrorResponseResult?.data;
    };
    // Someone else's wallet, with the QR and the code, proves its own DID: not the endorsement's.
    const other = await newStandardWallet('key');
    const leaked = await offer();
    expect(
      await refusal(receiveCredentialOffer(other, leaked.offerUri, leaked.txCode, fetchFromServer)),
    ).toMatchObject({
      error: 'invalid_proof',
      error_description: 'The proof is signed by another DID than the one the endorsement was issued to',
    });
    // The holder's DID named, but signed by another key.
    const forged = await offer();
    expect(
      await refusal(
        receiveCredentialOffer(other, forged.offerUri, forged.txCode, fetchFromServer, { kid: wallet.kid }),
      ),
    ).toMatchObject({
      error: 'invalid_proof',
      error_description: "The proof's signature does not match the DID's key",
    });
    const second = await offer();
    expect(
      await refusal(
        receiveCredentialOffer(wallet, second.offerUri, second.txCode, fetchFromServer, {
          nonce: 'not-handed-out',
        }),
      ),
    ).toMatchObject({ error: 'invalid_nonce' });
    // Neither was issued.
    const issued = await t.database.db
      .select()
      .from(credentialOffers)
      .where(eq(credentialOffers.status, 'ISSUED'));
    expect(issued).toHaveLength(1);

    const noToken = await t.app.inject({ method: 'POST', url: '/api/v1/oid4vci/credential', payload: {} });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const unknownToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oid4vci/credential',
      headers: { authorization: 'Bearer not-a-token' },
      payload: {
        credential_configuration_id: 'EndorsementCredential_jwt_vc_json',
        proofs: { jwt: ['a.b.c'] },
      },
    });
    expect(unknownToken.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('offers only the caller’s own live endorsements, to a holder', async () => {
    const stranger = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
    expect(
      (await call('POST', `/api/v1/endorsements/${encodeURIComponent(endorsement.id)}/offer`, stranger))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/v1/endorsements/${encodeURIComponent(endorsement.id)}/offer`, org.adminTok))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/v1/endorsements/${encodeURIComponent(endorsement.id)}/offer`)).statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/v1/endorsements/not-an-id/offer', holderTok)).statusCode).toBe(404);

    // Revoked (the membership ends), it is offered no more.
    const revoked = await call(
      'DELETE',
      `/api/v1/endorsements/${endorsement.memberId}?memberDid=${encodeURIComponent(wallet.did)}`,
      org.adminTok,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(
      (await call('POST', `/api/v1/endorsements/${encodeURIComponent(endorsement.id)}/offer`, holderTok))
        .statusCode,
    ).toBe(404);
  });
});
