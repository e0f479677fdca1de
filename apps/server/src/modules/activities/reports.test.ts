import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWalletToken } from '@sigil/wallet';
import {
  ACTIVITY_CSV_COLUMNS,
  type TActivityDaily,
  type TActivityItem,
  type TActivityNameList,
  type TActivityReport,
} from '@sigil/core';
import { activities } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, providerToken } from '../../test/enrolment';
import { createActivity, createMember, createOrganisation, randomDid } from '../../test/factories';
import { injectFetch } from '../../test/inject-fetch';
import { loginWithWallet, newHolder, signInThrough } from '../../test/holders';

/** reports.csv as rows of cells (the writer's quoting undone). */
const parseCsv = (text: string): string[][] => parse(text, { relaxQuotes: false });

describe('recording activities and reading them back: filters, scope, names, chart and reports.csv', () => {
  let t: TestApp;
  let provider: string;
  const providerHolder = newHolder();
  const ada = newHolder(); // an Admin of A who also signs for A
  const bob = newHolder(); // a UserAdmin of A
  const eve = newHolder(); // an Admin of B
  let orgA: Awaited<ReturnType<typeof createOrganisation>>;
  let orgB: Awaited<ReturnType<typeof createOrganisation>>;
  let adaAdmin: string;
  let bobUserAdmin: string;
  let eveAdmin: string;
  let adaIndividual: string;

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const report = async (url: string, token: string) => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TActivityReport>();
  };
  const walletToken = async (holder: ReturnType<typeof newHolder>) =>
    (
      await requestWalletToken({
        privateKey: holder.privateKey,
        baseUrl: 'http://sigil.test',
        fetchImpl: injectFetch(t.app),
      })
    ).token;
  const record = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/activities', headers: bearer(token), payload });

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [providerHolder.did] });
    const db = t.database.db;
    orgA = await createOrganisation(db, { businessName: 'Alpha Ltd' });
    orgB = await createOrganisation(db, { businessName: 'Beta GmbH' });
    // Logging in registers each holder (a REGISTER activity) with their name.
    adaIndividual = (await loginWithWallet(t.app, ada, 'individual', { name: 'Ada Admin' })).token!;
    await loginWithWallet(t.app, bob, 'individual', { name: 'Bob Builder' });
    const adaMembership = await createMember(db, {
      organisationId: orgA.id,
      memberDid: ada.did,
      roleCode: '1001',
    });
    const bobMembership = await createMember(db, {
      organisationId: orgA.id,
      memberDid: bob.did,
      roleCode: '1020',
    });
    const eveMembership = await createMember(db, {
      organisationId: orgB.id,
      memberDid: eve.did,
      roleCode: '1001',
    });
    adaAdmin = await signInThrough(t.app, ada, adaMembership.id);
    bobUserAdmin = await signInThrough(t.app, bob, bobMembership.id);
    eveAdmin = await signInThrough(t.app, eve, eveMembership.id);
    provider = await providerToken(t.app, providerHolder);
    // Late evening UTC on 10 March is 11 March in Berlin.
    await createActivity(db, {
      did: bob.did,
      orgDid: orgA.did,
      type: 'SIGN',
      filename: 'late.pdf',
      txTimestamp: new Date('2026-03-10T23:30:00Z'),
    });
    await createActivity(db, {
      did: bob.did,
      orgDid: orgA.did,
      type: 'VERIFY',
      filename: 'noon.pdf',
      txTimestamp: new Date('2026-03-10T12:00:00Z'),
    });
    await createActivity(db, {
      did: eve.did,
      orgDid: orgB.did,
      type: 'SIGN',
      filename: 'beta-secret.pdf',
      txTimestamp: new Date('2026-03-10T12:00:00Z'),
    });
    // A blank event type is never shown nor counted.
    await createActivity(db, {
      did: bob.did,
      orgDid: orgA.did,
      type: ' ',
      filename: 'blank.pdf',
      txTimestamp: new Date('2026-03-10T13:00:00Z'),
    });
  });
  afterAll(() => t.close());

  describe('POST /api/v1/activities (the wallet)', () => {
    it('records what the holder did, for themselves and for an organisation of theirs', async () => {
      const wallet = await walletToken(ada);
      const signed = await record(wallet, {
        type: 'SIGN',
        filename: 'contract.pdf',
        remarks: 'for the board',
      });
      expect(signed.statusCode, signed.body).toBe(201);
      expect(signed.json<TActivityItem>()).toMatchObject({
        type: 'SIGN',
        did: ada.did,
        name: 'Ada Admin',
        orgDid: null,
        filename: 'contract.pdf',
        remarks: 'for the board',
      });
      const sealed = await record(wallet, {
        type: 'SEAL',
        filename: 'offer.pdf',
        sealForDid: bob.did,
        orgDid: orgA.did,
      });
      expect(sealed.json<TActivityItem>()).toMatchObject({
        type: 'SEAL',
        orgDid: orgA.did,
        orgName: 'Alpha Ltd',
        sealForDid: bob.did,
      });
      const asserted = await record(wallet, { type: 'ASSERT', assertType: 'over-18' });
      expect(asserted.json<TActivityItem>()).toMatchObject({
        type: 'ASSERT',
        assertType: 'over-18',
        filename: null,
      });
    });

    it('refuses an organisation the holder is not a member of, an unknown type, a bad DID, and writes nothing', async () => {
      const wallet = await walletToken(ada);
      const before = await t.database.db.$count(activities);
      const cases: Array<[object, number, string]> = [
        [
          { type: 'SIGN', filename: 'x.pdf', orgDid: orgB.did },
          403,
          'You can record an activity only for an organization you are a member of',
        ],
        [
          { type: 'REGISTER', filename: 'x.pdf' },
          400,
          'type must be one of SIGN, VERIFY, SEAL, UNSEAL, ASSERT',
        ],
        [{ type: 'TRANSFER' }, 400, 'type must be one of SIGN, VERIFY, SEAL, UNSEAL, ASSERT'],
        [{ type: 'SEAL', filename: 'x.pdf', sealForDid: 'did:sigil:0x123' }, 400, 'Invalid DID format'],
        [
          { type: 'SEAL', filename: 'x.pdf', sealForDid: `did:other:0x${'a'.repeat(40)}` },
          400,
          'Invalid DID format',
        ],
        [{ type: 'SIGN' }, 400, 'filename is required'],
        [{ type: 'SIGN', filename: 'x.pdf', extra: 1 }, 400, ''],
      ];
      for (const [payload, status, message] of cases) {
        const res = await record(wallet, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        if (message) expect(res.body, JSON.stringify(payload)).toContain(message);
      }
      expect(await t.database.db.$count(activities)).toBe(before);
    });

    it('is for wallet tokens only', async () => {
      expect((await record(adaIndividual, { type: 'SIGN', filename: 'x.pdf' })).statusCode).toBe(403);
      expect((await record(adaAdmin, { type: 'SIGN', filename: 'x.pdf' })).statusCode).toBe(403);
    });
  });

  describe('reports', () => {
    it("filters an organisation's report by days, read in the caller's time zone, the end day whole", async () => {
      const berlin = await report(
        `/api/public/reports?did=${orgA.did}&from=2026-03-11&to=2026-03-11&timezone=Europe/Berlin`,
        adaAdmin,
      );
      expect(berlin.data.map((a) => a.filename)).toEqual(['late.pdf']);
      const utc = await report(`/api/public/reports?did=${orgA.did}&from=2026-03-10&to=2026-03-10`, adaAdmin);
      expect(utc.data.map((a) => a.filename)).toEqual(['late.pdf', 'noon.pdf']);
      expect(utc.pagination.total).toBe(2);
    });

    it('narrows to chosen members (organisation) or organisations (holder), and names both', async () => {
      const bobsOnly = await report(`/api/public/reports?did=${orgA.did}&didFilter=${bob.did}`, provider);
      expect(bobsOnly.data.map((a) => a.filename)).toEqual(['late.pdf', 'noon.pdf']);
      expect(bobsOnly.data[0]).toMatchObject({ name: 'Bob Builder', did: bob.did, orgName: 'Alpha Ltd' });
      const both = await report(
        `/api/public/reports?did=${orgA.did}&didFilter=${bob.did},${ada.did}`,
        provider,
      );
      expect(both.pagination.total).toBe(3);
      const adaForA = await report(
        `/api/public/reports?did=${ada.did}&activitiesType=member&orgDidFilter=${orgA.did}`,
        provider,
      );
      expect(adaForA.data.map((a) => a.type)).toEqual(['SEAL']);
      const adaAll = await report(`/api/public/reports?did=${ada.did}&activitiesType=member`, provider);
      expect(adaAll.data.map((a) => a.type)).toEqual(['ASSERT', 'SEAL', 'SIGN', 'REGISTER']);
    });

    it("never shows organisation B organisation A's rows, whatever it asks", async () => {
      for (const query of [
        `did=${orgA.did}`,
        `did=${orgA.did}&didFilter=${bob.did}`,
        `did=${bob.did}&activitiesType=member`,
        `did=${eve.did}&activitiesType=member`,
      ]) {
        const res = await get(`/api/public/reports?${query}`, eveAdmin);
        expect(res.statusCode, query).toBe(403);
        expect(res.body).not.toContain('late.pdf');
      }
      const own = await report(`/api/public/reports?did=${orgB.did}&didFilter=${bob.did}`, eveAdmin);
      expect(own.data).toEqual([]);
      const ownAll = await report(`/api/reports?did=${orgB.did}`, eveAdmin);
      expect(ownAll.data.map((a) => a.filename)).toEqual(['beta-secret.pdf']);
    });

    it('keeps an individual to their own activities', async () => {
      const own = await report(`/api/reports?did=${ada.did}`, adaIndividual);
      expect(own.data.every((a) => a.did === ada.did)).toBe(true);
      expect((await get(`/api/reports?did=${bob.did}`, adaIndividual)).statusCode).toBe(403);
      expect((await get(`/api/reports?did=${ada.did}&activitiesType=org`, adaIndividual)).statusCode).toBe(
        403,
      );
    });

    it('refuses bad input with the field and its message', async () => {
      const cases: Array<[string, Record<string, string>]> = [
        [`did=${orgA.did}&page=0`, { page: 'page must be a whole number from 1' }],
        [`did=${orgA.did}&pageSize=10000`, { pageSize: 'pageSize must be a whole number from 1 to 100' }],
        [
          `did=${orgA.did}&from=2026-03-12&to=2026-03-11`,
          { from: 'Start date must not be after the end date' },
        ],
        [`did=${orgA.did}&from=2026-02-30`, { from: 'Invalid date' }],
        [
          `did=${orgA.did}&timezone=Mars/Olympus`,
          { timezone: 'timezone must be an IANA time zone such as Europe/Berlin' },
        ],
        ['did=did:sigil:0xnothex', { did: 'Invalid DID format' }],
        [`did=${orgA.did}&didFilter=someone`, { 'didFilter.0': 'Invalid DID format' }],
        [`did=${orgA.did}&activitiesType=everyone`, { activitiesType: expect.any(String) }],
      ];
      for (const [query, fields] of cases) {
        const res = await get(`/api/public/reports?${query}`, provider);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.fields, query).toEqual(fields);
      }
    });
  });

  describe('name lists and the chart', () => {
    it("lists an organisation's members (its own login or the provider) and a holder's organisations (provider)", async () => {
      const members = (
        await get(`/api/public/reports/list-user?orgDid=${orgA.did}`, adaAdmin)
      ).json<TActivityNameList>();
      expect(members.data).toEqual([
        { did: ada.did, name: 'Ada Admin' },
        { did: bob.did, name: 'Bob Builder' },
      ]);
      expect((await get(`/api/public/reports/list-user?orgDid=${orgA.did}`, eveAdmin)).statusCode).toBe(403);
      const orgs = (
        await get(`/api/public/reports/list-org?did=${ada.did}`, provider)
      ).json<TActivityNameList>();
      expect(orgs.data).toEqual([{ did: orgA.did, name: 'Alpha Ltd' }]);
      expect((await get(`/api/public/reports/list-org?did=${ada.did}`, adaAdmin)).statusCode).toBe(403);
    });

    it('counts events per day and type in the time zone', async () => {
      const res = await get(
        `/api/v1/reports/daily?did=${orgA.did}&from=2026-03-10&to=2026-03-11&timezone=Europe/Berlin`,
        adaAdmin,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TActivityDaily>().data).toEqual([
        { day: '2026-03-10', type: 'VERIFY', count: 1 },
        { day: '2026-03-11', type: 'SIGN', count: 1 },
      ]);
      expect((await get(`/api/v1/reports/daily?did=${orgA.did}`, eveAdmin)).statusCode).toBe(403);
    });

    it("charts any DID's report for the provider, and an individual's own only", async () => {
      const query = 'from=2026-03-10&to=2026-03-11&timezone=Europe/Berlin';
      const providers = await get(
        `/api/v1/reports/daily?did=${orgA.did}&activitiesType=org&${query}`,
        provider,
      );
      expect(providers.statusCode, providers.body).toBe(200);
      expect(providers.json<TActivityDaily>().data).toHaveLength(2);
      const holders = await get(
        `/api/v1/reports/daily?did=${ada.did}&activitiesType=member&${query}`,
        provider,
      );
      expect(holders.statusCode, holders.body).toBe(200);
      const own = await get(`/api/v1/reports/daily?did=${ada.did}&${query}`, adaIndividual);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<TActivityDaily>().data).toEqual(holders.json<TActivityDaily>().data);
      expect((await get(`/api/v1/reports/daily?did=${bob.did}&${query}`, adaIndividual)).statusCode).toBe(
        403,
      );
    });
  });

  describe('reports.csv', () => {
    it('streams the selection with its header, times in the time zone, formulas defused', async () => {
      await createActivity(t.database.db, {
        did: bob.did,
        orgDid: orgA.did,
        type: 'SIGN',
        filename: '=HYPERLINK("x"), "quoted"\nline.pdf',
        assertType: '+SUM(A1)',
        remarks: '@risk',
        txTimestamp: new Date('2026-03-09T08:00:00Z'),
      });
      const res = await get(
        `/api/reports/download?did=${orgA.did}&startDate=2026-03-09&endDate=2026-03-11&timezone=Asia/Tokyo`,
        adaAdmin,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="reports.csv"');
      const [header, ...rows] = parseCsv(res.body);
      expect(header).toEqual([...ACTIVITY_CSV_COLUMNS]);
      const byFile = (name: string) => rows.find((row) => row[5]?.includes(name));
      expect(rows.map((row) => row[3])).toEqual(['SIGN', 'VERIFY', 'SIGN']);
      expect(byFile('late.pdf')).toEqual([
        'Bob Builder',
        bob.did,
        orgA.did,
        'SIGN',
        '2026-03-11 08:30:00',
        'late.pdf',
        '',
        '',
        '',
        '',
      ]);
      expect(byFile('HYPERLINK')![5]).toBe(`'=HYPERLINK("x"), "quoted"\nline.pdf`);
      expect(byFile('HYPERLINK')![6]).toBe(`'+SUM(A1)`);
      expect(byFile('HYPERLINK')![9]).toBe(`'@risk`);
      expect(byFile('HYPERLINK')![4]).toBe('2026-03-09 17:00:00');
    });

    it('is scoped like the report, and refuses bad dates before it starts', async () => {
      const eves = await get(`/api/public/reports/download?did=${orgB.did}`, eveAdmin);
      expect(eves.statusCode).toBe(200);
      expect(eves.body).not.toContain('late.pdf');
      expect(eves.body).toContain('beta-secret.pdf');
      expect((await get(`/api/public/reports/download?did=${orgA.did}`, eveAdmin)).statusCode).toBe(403);
      expect((await get(`/api/reports/download?did=${orgA.did}`, bobUserAdmin)).statusCode).toBe(403);
      expect((await get(`/api/admin/reports/download?did=${orgA.did}`, adaAdmin)).statusCode).toBe(403);
      const providers = await get(
        `/api/admin/reports/download?did=${ada.did}&activitiesType=member`,
        provider,
      );
      expect(
        parseCsv(providers.body)
          .slice(1)
          .map((row) => row[3]),
      ).toEqual(['ASSERT', 'SEAL', 'SIGN', 'REGISTER']);
      // Empty dates are no dates (spec §5 allows both empty), on every query that takes them.
      const emptyDates = await get(`/api/reports/download?did=${orgA.did}&startDate=&endDate=`, adaAdmin);
      expect(emptyDates.statusCode).toBe(200);
      expect(emptyDates.body).toBe((await get(`/api/reports/download?did=${orgA.did}`, adaAdmin)).body);
      expect((await get(`/api/public/reports?did=${orgA.did}&from=&to=`, adaAdmin)).statusCode).toBe(200);
      const halfRange = await get(`/api/reports/download?did=${orgA.did}&startDate=2026-03-09`, adaAdmin);
      expect(halfRange.statusCode).toBe(400);
      expect(halfRange.json().error.fields).toEqual({ endDate: 'Enter both dates or neither' });
      const own = await get(`/api/reports/download?did=${ada.did}`, adaIndividual);
      expect(
        parseCsv(own.body)
          .slice(1)
          .every((row) => row[1] === ada.did),
      ).toBe(true);
    });

    it('reads a large selection in batches, whole and in order', async () => {
      const org = await createOrganisation(t.database.db, { businessName: 'Bulk Ltd' });
      const did = randomDid();
      const start = Date.parse('2025-01-01T00:00:00Z');
      // Every fourth row is the organisation's own (the other side of its report), interleaved in time.
      const rows = Array.from({ length: 4_500 }, (_, i) => ({
        did: i % 4 === 0 ? org.did : did,
        orgDid: i % 4 === 0 ? null : org.did,
        type: 'SIGN',
        filename: `bulk-${i}.pdf`,
        txTimestamp: new Date(start + Math.floor(i / 3) * 1000),
      }));
      for (let i = 0; i < rows.length; i += 1_000)
        await t.database.db.insert(activities).values(rows.slice(i, i + 1_000));
      const res = await get(`/api/admin/reports/download?did=${org.did}`, provider);
      const files = parseCsv(res.body)
        .slice(1)
        .map((row) => row[5]);
      expect(files).toHaveLength(4_500);
      expect(new Set(files).size).toBe(4_500);
      expect(files[0]).toBe('bulk-4499.pdf');
      expect(files.at(-1)).toBe('bulk-0.pdf');
    });
  });
});
