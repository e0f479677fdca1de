import * as joseV5 from 'jose-v5';
import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { decodeJWT } from 'did-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEndorsement } from '@sigil/core';
import { readCredentialStatus, verifyEndorsement, type TEndorsementVerification } from '@sigil/core/verify';
import { registryKeys } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { endorse, endorsingOrganisation } from '../../test/endorsing-organisation';
import { loginWithWallet, newHolder } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';

/**
 * The chain a verifier walks with public URLs only (docs/trust-model.md): endorsement → the
 * organisation's accreditation → the registry's DID, through the core verifier, whose every
 * signature check is did-jwt-vc's, against a server that issued everything by its real flows.
 */
describe('the chain of trust: endorsement → accreditation → registry', () => {
  let t: TestApp;
  const provider = newHolder();
  const holder = newHolder();
  let providerTok: string;
  let organisationDid: string;
  let registryDid: string;
  let endorsement: TEndorsement;
  let fetchFromServer: ReturnType<typeof injectFetch>;
  let resolver: Resolver;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const verify = (trusted = registryDid): Promise<TEndorsementVerification> =>
    verifyEndorsement(endorsement.jwt, { resolver, registryDid: trusted, fetch: fetchFromServer });
  const outcome = (result: TEndorsementVerification) =>
    result.steps.map((step) => `${step.step}:${String(step.ok)}`);
  const step = (name: string, reason = `${name} for the test`) =>
    call('POST', `/api/accounts/${organisationDid}/${name}`, providerTok, { reason });

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [provider.did] });
    fetchFromServer = injectFetch(t.app);
    resolver = new Resolver({
      sigil: async (did) =>
        (await (
          await fetchFromServer(`http://sigil.test/1.0/identifiers/${encodeURIComponent(did)}`)
        ).json()) as DIDResolutionResult,
    });
    registryDid = (await t.database.db.select().from(registryKeys))[0]!.did;

    // An organisation signs up and is approved: the registry accredits it in that transaction.
    const org = await endorsingOrganisation(t, provider, {
      orgName: 'Verity Labs',
      roleName: 'Lab Technician',
    });
    ({ organisationDid, providerTok } = org);
    const holderTok = (await loginWithWallet(t.app, holder, 'individual', { name: 'Hana' })).token!;
    endorsement = await endorse(t, org, holderTok);
  });
  afterAll(() => t.close());

  it('publishes the registry DID with its key, and the accreditation by the organisation DID and by its id', async () => {
    const registry = await resolver.resolve(registryDid);
    expect(registry.didDocument?.verificationMethod?.some((method) => method.publicKeyJwk)).toBe(true);

    const current = await call('GET', `/api/v1/accreditations/${organisationDid}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    const { payload } = decodeJWT(current.body);
    expect(payload.iss).toBe(registryDid);
    expect(payload.sub).toBe(organisationDid);
    const vc = (
      payload as { vc: { credentialSubject: object; credentialStatus: { statusListCredential: string } } }
    ).vc;
    expect(vc.credentialSubject).toEqual({
      name: 'Verity Labs',
      accreditedFor: [{ action: 'endorse', resource: 'any-approved-role' }],
    });
    expect(vc.credentialStatus.statusListCredential).toBe(
      `http://sigil.test/api/v1/status-lists/${registryDid}`,
    );

    // The endorsement names it by its id and its public URL.
    const evidence = (
      decodeJWT(endorsement.jwt).payload as { vc: { evidence: Array<{ id: string; credential: string }> } }
    ).vc.evidence;
    const id = evidence[0]!.credential.replace('urn:uuid:', '');
    expect(evidence[0]!.id).toBe(`http://sigil.test/api/v1/accreditations/${id}`);
    expect((await call('GET', `/api/v1/accreditations/${id}`)).body).toBe(current.body);
    expect(
      (await call('GET', '/api/v1/accreditations/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/accreditations/${holder.did}`)).statusCode).toBe(404);
  });

  it('every link verifies with jose alone, from the JWKs the resolver publishes (no did-jwt)', async () => {
    /** The issuer's secp256k1 key from its DID document, as any JOSE library reads it. */
    const keyOf = async (did: string) => {
      const document = (await resolver.resolve(did)).didDocument!;
      const { publicKeyJwk } = document.verificationMethod!.find((method) => method.publicKeyJwk)!;
      return joseV5.importJWK(
        { kty: 'EC', crv: 'secp256k1', x: publicKeyJwk!.x, y: publicKeyJwk!.y },
        'ES256K',
      );
    };
    const accreditation = (await call('GET', `/api/v1/accreditations/${organisationDid}`)).body;
    const registryList = (await call('GET', `/api/v1/status-lists/${registryDid}`)).body;
    for (const [jwt, issuer] of [
      [endorsement.jwt, organisationDid],
      [accreditation, registryDid],
      [registryList, registryDid],
    ] as const) {
      const { payload } = await joseV5.jwtVerify(jwt, await keyOf(issuer), { issuer });
      expect(payload.iss).toBe(issuer);
    }
    // A link signed by another key does not pass for the registry's.
    await expect(joseV5.jwtVerify(endorsement.jwt, await keyOf(registryDid))).rejects.toThrow(/signature/);
  });

  it('verifies the whole chain, each step in words', async () => {
    const result = await verify();
    expect(result).toMatchObject({
      verified: true,
      holder: holder.did,
      issuer: organisationDid,
      role: 'Lab Technician',
    });
    expect(outcome(result)).toEqual([
      'signature:true',
      'status:true',
      'accreditation:true',
      'accreditationStatus:true',
      'registry:true',
    ]);
    expect(result.steps[2]!.words).toBe(
      `Accredited by ${registryDid} to endorse people (${(decodeJWT(endorsement.jwt).payload as { vc: { evidence: Array<{ credential: string }> } }).vc.evidence[0]!.credential}).`,
    );
    expect(result.steps[4]!.words).toBe(`The accreditation is by ${registryDid}, the registry you trust.`);
  });

  it('fails at the registry step for a verifier that trusts another registry', async () => {
    const result = await verify(newHolder().did);
    expect(result.verified).toBe(false);
    expect(outcome(result).at(-1)).toBe('registry:false');
  });

  it('withdraws the endorsement right with the feature, and gives it back with it (a new accreditation supersedes)', async () => {
    await call('POST', `/api/accounts/${organisationDid}/features`, providerTok, { features: ['schemes'] });
    let result = await verify();
    expect(outcome(result)).toContain('accreditationStatus:false');
    expect(result.steps[3]!.words).toBe(
      `The registry has withdrawn the accreditation of ${organisationDid}.`,
    );

    await call('POST', `/api/accounts/${organisationDid}/features`, providerTok, {
      features: ['schemes', 'endorsements'],
    });
    result = await verify();
    expect(result.verified).toBe(true);
    expect(result.steps[3]!.words).toMatch(
      /^That accreditation was superseded; the registry's current accreditation of .* is live\.$/,
    );
  });

  it('a suspension withdraws the accreditation; a reactivation restores the chain', async () => {
    await step('suspend');
    expect((await call('GET', `/api/v1/accreditations/${organisationDid}`)).statusCode).toBe(404);
    expect(outcome(await verify())).toContain('accreditationStatus:false');
    await step('reactivate');
    expect((await verify()).verified).toBe(true);
  });

  it('a deactivation breaks it at the signature: the DID has no key any more, and the endorsement is revoked', async () => {
    await step('deactivate');
    const result = await verify();
    expect(outcome(result)).toEqual([
      'signature:false',
      'status:null',
      'accreditation:null',
      'accreditationStatus:null',
      'registry:null',
    ]);
    expect(result.steps[0]!.words).toMatch(/^The signature does not verify: no_suitable_keys/);
    // A wallet reading the endorsement's status sees it revoked: its issuer's DID is deactivated.
    const vc = (decodeJWT(endorsement.jwt).payload as { vc: { credentialStatus: unknown } }).vc;
    expect(await readCredentialStatus(vc, organisationDid, resolver, fetchFromServer)).toMatchObject({
      state: 'revoked',
      issuerDeactivated: true,
    });
  });
});
