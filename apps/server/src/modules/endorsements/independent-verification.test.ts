import { gunzipSync } from 'node:zlib';
import { ES256KSigner } from 'did-jwt';
import { createVerifiableCredentialJwt, verifyCredential, type VerifiedCredential } from 'did-jwt-vc';
import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { secp256k1 } from '@noble/curves/secp256k1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEndorsement, TMembershipRequest } from '@sigil/core';
import { orgSchemes } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { createMember, createSigningOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder, type TestHolder, signInThrough } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';

/**
 * A verifier that knows nothing of the server but its public HTTP endpoints: it resolves did:sigil
 * through /1.0/identifiers (the Universal Resolver binding), verifies with did-jwt-vc, and reads the
 * status list the credential points to, as the W3C Bitstring Status List says.
 */
function independentVerifier(fetch: typeof globalThis.fetch) {
  const resolver = new Resolver({
    sigil: async (did) => {
      const res = await fetch(`http://sigil.test/1.0/identifiers/${encodeURIComponent(did)}`, {
        headers: { accept: 'application/did-resolution' },
      });
      return (await res.json()) as DIDResolutionResult;
    },
  });

  async function revoked(verified: VerifiedCredential): Promise<boolean> {
    const entry = verified.verifiableCredential.credentialStatus as unknown as {
      type: string;
      statusPurpose: string;
      statusListIndex: string;
      statusListCredential: string;
    };
    expect(entry).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
    const res = await fetch(entry.statusListCredential);
    expect(res.headers.get('content-type')).toMatch(/^application\/vc\+jwt/);
    const list = await verifyCredential(await res.text(), resolver);
    // The list must come from the credential's own issuer.
    expect(list.issuer).toBe(verified.issuer);
    const subject = list.verifiableCredential.credentialSubject as {
      type: string;
      statusPurpose: string;
      encodedList: string;
    };
    expect(subject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
    expect(subject.encodedList.startsWith('u')).toBe(true);
    const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), 'base64url'));
    expect(bits.length).toBeGreaterThanOrEqual(16 * 1024);
    const index = Number(entry.statusListIndex);
    return (bits[Math.floor(index / 8)]! & (0x80 >> (index % 8))) !== 0;
  }

  return { verify: (jwt: string) => verifyCredential(jwt, resolver), revoked };
}

describe('an endorsement, verified by an independent verifier', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createSigningOrganisation>>;
  const [checker, approver, holder] = [newHolder(), newHolder(), newHolder()];
  const tok = {} as Record<'checker' | 'approver' | 'holder', string>;
  let endorsement: TEndorsement;
  let verifier: ReturnType<typeof independentVerifier>;

  const signIn = (holder: TestHolder, membershipId: string) => signInThrough(t.app, holder, membershipId);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    verifier = independentVerifier(injectFetch(t.app));
    org = await createSigningOrganisation(t, { businessName: 'Verity Labs' });
    const member = async (who: TestHolder) =>
      (await createMember(t.database.db, { organisationId: org.id, memberDid: who.did, roleCode: '1001' }))
        .id;
    tok.checker = await signIn(checker, await member(checker));
    tok.approver = await signIn(approver, await member(approver));
    tok.holder = (await loginWithWallet(t.app, holder, 'individual', { name: 'Hana' })).token!;
    const [role] = await t.database.db
      .insert(orgSchemes)
      .values({
        organisationId: org.id,
        name: 'Lab Technician',
        status: 'APPROVED',
        createdByDid: checker.did,
        editedByDid: checker.did,
        makerMemberId: await member(newHolder()),
      })
      .returning({ id: orgSchemes.id });
    const request = (
      await call('POST', `/api/v1/users/request-endorsement/${org.did}`, tok.holder, {
        schemeId: role!.id,
        values: {},
      })
    ).json<TMembershipRequest>();
    await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/check`, tok.checker);
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/approve`, tok.approver)).statusCode,
    ).toBe(200);
    endorsement = (await call('GET', '/api/v1/endorsements/mine', tok.holder)).json<TEndorsement[]>()[0]!;
  });
  afterAll(() => t.close());

  it('verifies a live credential: issued by the organisation’s DID to the holder, in the role', async () => {
    const verified = await verifier.verify(endorsement.jwt);
    expect(verified.verified).toBe(true);
    expect(verified.issuer).toBe(org.did);
    expect(verified.verifiableCredential.type).toContain('VerifiableCredential');
    expect(verified.verifiableCredential.credentialSubject).toEqual({
      id: holder.did,
      associatedWith: { id: org.did, type: 'Lab Technician' },
    });
    expect(await verifier.revoked(verified)).toBe(false);
  });

  it('refuses a tampered credential and one signed by another key', async () => {
    const [header, payload, signature] = endorsement.jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.vc.credentialSubject.associatedWith.type = 'Director';
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    await expect(verifier.verify(tampered)).rejects.toThrow(/signature/i);

    const forged = await createVerifiableCredentialJwt(
      {
        sub: holder.did,
        nbf: Math.floor(Date.now() / 1000),
        vc: {
          '@context': ['https://www.w3.org/2018/credentials/v1'],
          type: ['VerifiableCredential'],
          credentialSubject: { associatedWith: { id: org.did, type: 'Director' } },
        },
      },
      { did: org.did, signer: ES256KSigner(secp256k1.utils.randomSecretKey()), alg: 'ES256K' },
    );
    await expect(verifier.verify(forged)).rejects.toThrow(/signature/i);
  });

  it('sees a deleted endorsement as revoked through the status list, while its signature stays good', async () => {
    const deleted = await call(
      'DELETE',
      `/api/v1/endorsements/${endorsement.memberId}?memberDid=${holder.did}`,
      tok.checker,
    );
    expect(deleted.statusCode).toBe(200);
    const verified = await verifier.verify(endorsement.jwt);
    expect(verified.verified).toBe(true);
    expect(await verifier.revoked(verified)).toBe(true);
  });
});
