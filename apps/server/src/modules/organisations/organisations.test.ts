import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TOrganisationDetail, TOrganisationListItem, TOrganisationUser } from '@sigil/core';
import { members } from '../../db/schema/index';
import { useTestApp } from '../../test/build-test-app';
import { bearer, providerToken } from '../../test/enrolment';
import { createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';

describe('organisations', () => {
  let provider: string;
  let individual: string;
  let adminA: string;
  const providerHolder = newHolder();
  const holderA = newHolder();
  const holderB = newHolder();
  let orgA: Awaited<ReturnType<typeof createOrganisation>>;
  let orgB: Awaited<ReturnType<typeof createOrganisation>>;
  let adminMembershipA: Awaited<ReturnType<typeof createMember>>;

  const t = useTestApp({ providerDids: [providerHolder.did] });
  beforeAll(async () => {
    const db = t.database.db;
    orgA = await createOrganisation(db, {
      businessName: 'Northwind Traders',
      createdAt: new Date(Date.now() - 60_000),
    });
    orgB = await createOrganisation(db, { businessName: 'Southwind Shipping' });
    adminMembershipA = await createMember(db, {
      organisationId: orgA.id,
      memberDid: holderA.did,
      roleCode: '1001',
      name: 'Alice',
    });
    await createMember(db, { organisationId: orgB.id, memberDid: holderB.did, roleCode: '1001' });
    provider = await providerToken(t.app, providerHolder);
    individual = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
    adminA = (await loginWithWallet(t.app, holderA, 'organisation')).token!;
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('GET /api/v1/accounts', () => {
    it('gives the provider every organisation, oldest first, filtered by name', async () => {
      const all = (await get('/api/v1/accounts', provider)).json<TOrganisationListItem[]>();
      expect(all.map((o) => o.accountDid)).toEqual([orgA.did, orgB.did]);
      expect(all[0]).toEqual({
        id: orgA.id,
        businessName: 'Northwind Traders',
        accountDid: orgA.did,
        email: orgA.email,
        contactNumber: orgA.contactNumber,
        countryOfIncorporation: orgA.countryOfIncorporation,
        orgRegNumber: orgA.orgRegNumber,
        corporateWebsite: orgA.corporateWebsite,
        mailingAddress1: orgA.mailingAddress1,
        status: 'ACTIVE',
        createdAt: orgA.createdAt.toISOString(),
      });
      const filtered = (
        await get(`/api/v1/accounts?orgName=${encodeURIComponent('  SOUTHWIND ')}`, provider)
      ).json<TOrganisationListItem[]>();
      expect(filtered.map((o) => o.businessName)).toEqual(['Southwind Shipping']);
      expect((await get('/api/v1/accounts?orgName=', provider)).json()).toHaveLength(2);
    });

    it('shows an organisation login only its own organisation', async () => {
      expect(
        (await get('/api/v1/accounts', adminA)).json<TOrganisationListItem[]>().map((o) => o.accountDid),
      ).toEqual([orgA.did]);
      expect((await get('/api/v1/accounts?orgName=Southwind', adminA)).json()).toEqual([]);
    });

    it('refuses individuals (403) and anonymous callers (401)', async () => {
      expect((await get('/api/v1/accounts', individual)).statusCode).toBe(403);
      expect((await get('/api/v1/accounts')).statusCode).toBe(401);
    });
  });

  describe('GET /api/accounts/{did}', () => {
    it('gives the provider the detail, without a membership', async () => {
      const res = await get(`/api/accounts/${orgB.did}`, provider);
      expect(res.statusCode).toBe(200);
      expect(res.json<TOrganisationDetail>()).toMatchObject({
        ID: orgB.id,
        AccountDid: orgB.did,
        BusinessName: 'Southwind Shipping',
        Email: orgB.email,
        ContactNumber: orgB.contactNumber,
        CountryOfIncorporation: orgB.countryOfIncorporation,
        OrgRegNumber: orgB.orgRegNumber,
        CorporateWebsite: orgB.corporateWebsite,
        MailingAddress1: orgB.mailingAddress1,
        MailingAddress2: '',
        Status: 'ACTIVE',
        CreatedBy: orgB.createdByDid,
        Logo: null,
        AccountFeatures: ['schemes', 'endorsements'],
        Member: null,
      });
      expect(res.body).not.toContain('encrypted');
    });

    it("gives an organisation login its own organisation with its membership, and refuses another's", async () => {
      const own = await get(
        `/api/accounts/${orgA.did.toUpperCase().replace('DID:SIGIL:0X', 'did:sigil:0x')}`,
        adminA,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json<TOrganisationDetail>().Member).toEqual({
        ID: adminMembershipA.id,
        MemberID: adminMembershipA.id,
        MemberDid: holderA.did,
        TypeOfRole: 'Admin',
        AccountDid: orgA.did,
        RoleCode: '1001',
        RoleType: 'Admin',
      });
      const other = await get(`/api/accounts/${orgB.did}`, adminA);
      expect(other.statusCode).toBe(403);
      expect(other.json().error.message).toBe('You can only see your own organization');
    });

    it('answers an unknown organisation with 404 and refuses individuals and anonymous callers', async () => {
      expect(
        (await get('/api/accounts/did:sigil:0x0000000000000000000000000000000000000000', provider))
          .statusCode,
      ).toBe(404);
      expect((await get(`/api/accounts/${orgA.did}`, individual)).statusCode).toBe(403);
      expect((await get(`/api/accounts/${orgA.did}`)).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/users/?organizationDid=', () => {
    it('lists the live members, oldest first, to the provider and to the organisation', async () => {
      const userAdmin = await createMember(t.database.db, {
        organisationId: orgA.id,
        roleCode: '1020',
        name: 'Uma',
      });
      const gone = await createMember(t.database.db, {
        organisationId: orgA.id,
        roleCode: '1005',
        deletedAt: new Date(),
      });

      const res = await get(`/api/v1/users/?organizationDid=${orgA.did}`, provider);
      expect(res.statusCode).toBe(200);
      const users = res.json<TOrganisationUser[]>();
      expect(users.map((u) => u.MemberDid)).toEqual([holderA.did, userAdmin.memberDid]);
      expect(users.map((u) => u.MemberDid)).not.toContain(gone.memberDid);
      expect(users[1]).toEqual({
        MemberID: userAdmin.id,
        Name: 'Uma',
        EmailId: userAdmin.email,
        MemberDid: userAdmin.memberDid,
        TypeOfRole: 'UserAdmin',
        RoleCode: '1020',
        CreatedAt: userAdmin.createdAt.toISOString(),
      });
      expect((await get(`/api/v1/users?organizationDid=${orgA.did}`, adminA)).json()).toEqual(users);
    });

    it("refuses another organisation's users, individuals and anonymous callers", async () => {
      expect((await get(`/api/v1/users/?organizationDid=${orgB.did}`, adminA)).statusCode).toBe(403);
      expect((await get(`/api/v1/users/?organizationDid=${orgA.did}`, individual)).statusCode).toBe(403);
      expect((await get(`/api/v1/users/?organizationDid=${orgA.did}`)).statusCode).toBe(401);
    });

    it('needs an organizationDid and answers an unknown one with 404', async () => {
      const missing = await get('/api/v1/users/', provider);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({ organizationDid: 'organizationDid is required' });
      expect(
        (
          await get(
            '/api/v1/users/?organizationDid=did:sigil:0x0000000000000000000000000000000000000001',
            provider,
          )
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('organisation logins that no longer (or do not yet) act for one organisation', () => {
    it('refuses a login whose membership was removed, by another process too, as soon as the database announces it', async () => {
      const holder = newHolder();
      const membership = await createMember(t.database.db, {
        organisationId: orgB.id,
        memberDid: holder.did,
        roleCode: '1030',
      });
      const token = (await loginWithWallet(t.app, holder, 'organisation')).token!;
      expect((await get(`/api/accounts/${orgB.did}`, token)).statusCode).toBe(200);
      // Written past this app, as another server process would: the gate hears it from the database (NOTIFY).
      await t.database.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, membership.id));
      const started = Date.now();
      await expect
        .poll(async () => (await get(`/api/accounts/${orgB.did}`, token)).statusCode, {
          timeout: 5_000,
          interval: 10,
        })
        .toBe(403);
      expect(Date.now() - started).toBeLessThan(1_000);
      const res = await get(`/api/accounts/${orgB.did}`, token);
      expect(res.json().error.message).toBe('Your membership of this organization has ended');
    });

    it('refuses a login that has not selected one of its accounts yet', async () => {
      const holder = newHolder();
      await createMember(t.database.db, { organisationId: orgA.id, memberDid: holder.did, roleCode: '1001' });
      await createMember(t.database.db, { organisationId: orgB.id, memberDid: holder.did, roleCode: '1001' });
      const token = (await loginWithWallet(t.app, holder, 'organisation')).token!;
      const res = await get('/api/v1/accounts', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Select an organization account first');
    });
  });
});
