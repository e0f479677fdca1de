import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import { decodeJWT } from 'did-jwt';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEndorsement } from '@sigil/core';
import { endorsements, identities } from '../db/schema/index';
import { buildTestApp, buildTestAppsSharingDatabase, type TestApp } from '../test/build-test-app';
import { bearer } from '../test/enrolment';
import { endorse, endorsingOrganisation, type EndorsingOrganisation } from '../test/endorsing-organisation';
import { loginWithWallet, newHolder } from '../test/holders';
import { statusBitOf } from './status-list';

/**
 * What a verifier reads at every check is made (and signed) once per change, not per request —
 * and still tells a revocation on the very next request (lib/public-answers.ts).
 */

const listUrl = (did: string) => `/api/v1/status-lists/${did}`;

/** Whether the endorsement's bit is set in the list `t` answers now. */
async function revokedIn(t: TestApp, endorsement: TEndorsement, organisationDid: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: listUrl(organisationDid) });
  expect(res.statusCode, res.body).toBe(200);
  const list = decodeJWT(res.body).payload as { vc: { credentialSubject: { encodedList: string } } };
  const status = decodeJWT(endorsement.jwt).payload as {
    vc: { credentialStatus: { statusListIndex: string } };
  };
  return statusBitOf(
    list.vc.credentialSubject.encodedList,
    Number(status.vc.credentialStatus.statusListIndex),
  );
}

async function endorsedHolder(t: TestApp, org: EndorsingOrganisation) {
  const holderTok = (await loginWithWallet(t.app, newHolder(), 'individual', { name: 'Vera Verified' }))
    .token!;
  return endorse(t, org, holderTok);
}

const revoke = (t: TestApp, org: EndorsingOrganisation, endorsement: TEndorsement) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/endorsements/${endorsement.memberId}?memberDid=${encodeURIComponent(endorsement.holderDid)}`,
    headers: bearer(org.adminTok),
  });

describe('what a verifier reads, made once per change', () => {
  let t: TestApp;
  let org: EndorsingOrganisation;
  const provider = newHolder();
  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [provider.did] });
    org = await endorsingOrganisation(t, provider, { orgName: 'Cached Lists Ltd', roleName: 'Surveyor' });
  });
  afterAll(() => t.close());

  it('signs a status list once: the same bytes and ETag each time, and 304 to a client that has them', async () => {
    await endorsedHolder(t, org);
    const first = await t.app.inject({ method: 'GET', url: listUrl(org.organisationDid) });
    const second = await t.app.inject({ method: 'GET', url: listUrl(org.organisationDid) });
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/vc+jwt');
    const unchanged = await t.app.inject({
      method: 'GET',
      url: listUrl(org.organisationDid),
      headers: { 'if-none-match': `W/"other", ${first.headers.etag as string}` },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('tells a revocation through the API on the next request, with a new ETag', async () => {
    const endorsement = await endorsedHolder(t, org);
    expect(await revokedIn(t, endorsement, org.organisationDid)).toBe(false);
    const before = await t.app.inject({ method: 'GET', url: listUrl(org.organisationDid) });
    expect((await revoke(t, org, endorsement)).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: listUrl(org.organisationDid),
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await revokedIn(t, endorsement, org.organisationDid)).toBe(true);
  });

  it('hears a change made in the database by anyone else (another process, an operator) as soon as it is announced', async () => {
    const endorsement = await endorsedHolder(t, org);
    expect(await revokedIn(t, endorsement, org.organisationDid)).toBe(false);
    await t.database.db
      .update(endorsements)
      .set({ revokedAt: sql`now()` })
      .where(eq(endorsements.memberId, endorsement.memberId));
    await expect
      .poll(() => revokedIn(t, endorsement, org.organisationDid), { timeout: 2_000, interval: 20 })
      .toBe(true);
  });

  it('keeps a DID document per representation asked for, and forgets it when the DID is re-keyed', async () => {
    const holder = newHolder();
    await loginWithWallet(t.app, holder, 'individual', { name: 'Kim Key' });
    const resolve = (accept?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/1.0/identifiers/${holder.did}`,
        headers: accept ? { accept } : {},
      });
    const result = await resolve();
    const document = await resolve('application/did+json');
    expect(result.headers['content-type']).toContain('application/did-resolution');
    expect(document.headers['content-type']).toContain('application/did+json');
    expect(document.headers.vary).toBe('Accept');
    expect((await resolve()).body).toBe(result.body);
    expect((await resolve('application/did+json')).headers.etag).toBe(document.headers.etag);

    expect(document.body).toContain('JsonWebKey2020');
    // A key that is not the DID's own: the document stops listing one.
    const otherKey = bytesToHex(secp256k1.getPublicKey(newHolder().privateKey, false));
    await t.database.db.update(identities).set({ publicKey: otherKey }).where(eq(identities.did, holder.did));
    await expect
      .poll(async () => (await resolve('application/did+json')).body.includes('JsonWebKey2020'), {
        timeout: 2_000,
        interval: 20,
      })
      .toBe(false);
  });

  it('answers an accreditation with its ETag, and 304 when the client has it', async () => {
    const url = `/api/v1/accreditations/${org.organisationDid}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'what a verifier reads, across server processes (PostgreSQL)',
  () => {
    let apps: TestApp[] = [];
    afterAll(async () => {
      for (const app of apps.reverse()) await app.close();
    });

    it('a revocation through one process is in the other’s next list as soon as the notice arrives', async () => {
      const provider = newHolder();
      apps = await buildTestAppsSharingDatabase(2, { providerDids: [provider.did] }, ['sigil-a', 'sigil-b']);
      const [a, b] = apps as [TestApp, TestApp];
      const org = await endorsingOrganisation(a, provider, {
        orgName: 'Two Process Ltd',
        roleName: 'Auditor',
      });
      const endorsement = await endorsedHolder(a, org);
      expect(await revokedIn(b, endorsement, org.organisationDid)).toBe(false);
      expect((await revoke(a, org, endorsement)).statusCode).toBe(200);
      expect(await revokedIn(a, endorsement, org.organisationDid)).toBe(true);
      await expect
        .poll(() => revokedIn(b, endorsement, org.organisationDid), { timeout: 2_000, interval: 20 })
        .toBe(true);
    }, 60_000);
  },
);
