import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivityReport } from '@sigil/core';
import { identities } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, providerToken } from '../../test/enrolment';
import { createActivity, createMember, createOrganisation, randomDid } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';

describe('activity reports', () => {
  let t: TestApp;
  let provider: string;
  let adminA: string;
  const providerHolder = newHolder();
  const holderA = newHolder();
  let orgA: Awaited<ReturnType<typeof createOrganisation>>;
  let orgB: Awaited<ReturnType<typeof createOrganisation>>;
  const base = Date.parse('2026-01-01T00:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [providerHolder.did] });
    const db = t.database.db;
    orgA = await createOrganisation(db);
    orgB = await createOrganisation(db);
    await createMember(db, { organisationId: orgA.id, memberDid: holderA.did, roleCode: '1001' });
    const member = randomDid();
    await db.insert(identities).values({ did: member, publicKey: '04', name: 'Ada Member' });
    // 23 activities of orgA's members, 2 of the organisation DID itself, 3 of another organisation.
    for (let i = 0; i < 23; i++) {
      await createActivity(db, {
        did: member,
        orgDid: orgA.did,
        type: 'SIGN',
        filename: `doc-${i}.pdf`,
        txTimestamp: new Date(base + i * 1000),
      });
    }
    await createActivity(db, {
      did: orgA.did,
      type: 'SEAL',
      sealForDid: member,
      txTimestamp: new Date(base + 100_000),
    });
    // Same timestamp: the later id comes first.
    await createActivity(db, { did: orgA.did, type: 'VERIFY', txTimestamp: new Date(base + 100_000) });
    for (let i = 0; i < 3; i++)
      await createActivity(db, { did: randomDid(), orgDid: orgB.did, txTimestamp: new Date(base + i) });
    provider = await providerToken(t.app, providerHolder);
    adminA = (await loginWithWallet(t.app, holderA, 'organisation')).token!;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('pages the activities of an organisation DID, newest first, 10 per page from page 1', async () => {
    const first = (await get(`/api/public/reports?did=${orgA.did}`, provider)).json<TActivityReport>();
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 25, totalPages: 3 });
    expect(first.data.map((a) => a.type).slice(0, 3)).toEqual(['VERIFY', 'SEAL', 'SIGN']);
    expect(first.data[1]).toEqual({
      id: expect.any(Number),
      type: 'SEAL',
      did: orgA.did,
      name: '', // the organisation's DID has no identity of its own
      orgDid: null,
      orgName: null,
      txTimeStamp: new Date(base + 100_000).toISOString(),
      filename: 'contract.pdf',
      assertType: null,
      remarks: null,
      sealForDid: expect.stringMatching(/^did:sigil:0x/),
      unsealFromDid: null,
    });
    expect(first.data[2]).toMatchObject({ filename: 'doc-22.pdf', orgDid: orgA.did, name: 'Ada Member' });

    const last = (
      await get(`/api/public/reports?did=${orgA.did}&page=3&pageSize=10`, provider)
    ).json<TActivityReport>();
    expect(last.data.map((a) => a.filename)).toEqual([
      'doc-4.pdf',
      'doc-3.pdf',
      'doc-2.pdf',
      'doc-1.pdf',
      'doc-0.pdf',
    ]);
    const beyond = (
      await get(`/api/public/reports?did=${orgA.did}&page=9`, provider)
    ).json<TActivityReport>();
    expect(beyond).toEqual({ data: [], pagination: { page: 9, pageSize: 10, total: 25, totalPages: 3 } });
  });

  it('refuses a bad page, page size or a missing DID with a clear message', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      [`did=${orgA.did}&page=0`, { page: 'page must be a whole number from 1' }],
      [`did=${orgA.did}&pageSize=101`, { pageSize: 'pageSize must be a whole number from 1 to 100' }],
      [`did=${orgA.did}&pageSize=ten`, { pageSize: 'pageSize must be a whole number from 1 to 100' }],
      ['page=1', { did: 'did is required' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(`/api/public/reports?${query}`, provider);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toEqual(fields);
    }
    expect(
      (await get(`/api/public/reports?did=${orgA.did}&pageSize=100`, provider)).json<TActivityReport>().data,
    ).toHaveLength(25);
  });

  it("lets an organisation admin read its own organisation's activities, not another's", async () => {
    const own = await get(`/api/public/reports?did=${orgA.did}&pageSize=5`, adminA);
    expect(own.statusCode).toBe(200);
    expect(own.json<TActivityReport>().pagination.totalPages).toBe(5);
    expect((await get(`/api/public/reports?did=${orgB.did}`, adminA)).statusCode).toBe(403);
  });

  it('lets an individual read its own DID on /api/reports only', async () => {
    const holder = newHolder();
    const token = (await loginWithWallet(t.app, holder, 'individual')).token!;
    const own = await get(`/api/reports?did=${holder.did}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json<TActivityReport>().data.map((a) => a.type)).toEqual(['REGISTER']);
    expect((await get(`/api/reports?did=${orgA.did}`, token)).statusCode).toBe(403);
    expect((await get(`/api/public/reports?did=${holder.did}`, token)).statusCode).toBe(403);
  });

  it('refuses anonymous callers', async () => {
    expect((await get(`/api/public/reports?did=${orgA.did}`)).statusCode).toBe(401);
    expect((await get(`/api/reports?did=${orgA.did}`)).statusCode).toBe(401);
  });
});
