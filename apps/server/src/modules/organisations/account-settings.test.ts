import { beforeAll, describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES as SM,
  VALIDATION_MESSAGES as M,
  type TOrganisationDetail,
  type TSessionProfile,
  type TUserEventPage,
} from '@sigil/core';
import { useTestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';
import { rowCounts } from '../../test/row-counts';

/** A 1×1 PNG, as an image editor writes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const SETTINGS = {
  orgName: 'Northwind Renamed',
  contactEmail: 'Hello@Northwind.Example',
  contactNumber: '+65 6123 4567',
  corporateWebsite: 'https://northwind.example',
  mailingAddress1: '1 Harbour Front',
  mailingAddress2: 'Level 9',
  accountName: 'northwind',
};

describe('account settings', () => {
  const t = useTestApp();
  const admin = newHolder();
  const userAdmin = newHolder();
  const adminB = newHolder();
  let orgA: Awaited<ReturnType<typeof createOrganisation>>;
  let orgB: Awaited<ReturnType<typeof createOrganisation>>;
  const tok: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    orgA = await createOrganisation(db, { businessName: 'Northwind Traders' });
    orgB = await createOrganisation(db, { businessName: 'Southwind Shipping' });
    await createMember(db, { organisationId: orgA.id, memberDid: admin.did, roleCode: '1001' });
    await createMember(db, { organisationId: orgA.id, memberDid: userAdmin.did, roleCode: '1020' });
    await createMember(db, { organisationId: orgB.id, memberDid: adminB.did, roleCode: '1001' });
    tok.admin = (await loginWithWallet(t.app, admin, 'organisation')).token!;
    tok.userAdmin = (await loginWithWallet(t.app, userAdmin, 'organisation')).token!;
    tok.adminB = (await loginWithWallet(t.app, adminB, 'organisation')).token!;
  });

  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const upload = (did: string, token: string, body: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/accounts/${did}/logo`,
      headers: { ...bearer(token), 'content-type': type },
      payload: body,
    });
  const me = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
    ).json<TSessionProfile>();
  const errorOf = (res: { json: <T>() => T }) =>
    res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
  const detailOf = async (did: string, token: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/accounts/${did}`, headers: bearer(token) })
    ).json<TOrganisationDetail>();

  it("lets the organisation's Admin change its details, with signup's rules; the header's profile has the new name", async () => {
    const saved = await put(`/api/accounts/${orgA.did}`, tok.admin!, SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      BusinessName: 'Northwind Renamed',
      Email: 'hello@northwind.example',
      MailingAddress2: 'Level 9',
      AccountName: 'northwind',
    });
    expect((await me(tok.admin!)).organisation).toMatchObject({ businessName: 'Northwind Renamed' });

    for (const [field, value, message] of [
      ['corporateWebsite', 'javascript:alert(1)', M.corporateWebsiteInvalid],
      ['contactEmail', 'x@y..com', M.contactEmailInvalid],
      ['orgName', '  ', M.orgNameRequired],
      ['mailingAddress2', 'a'.repeat(301), M.mailingAddressTooLong],
    ] as const) {
      const refused = await put(`/api/accounts/${orgA.did}`, tok.admin!, { ...SETTINGS, [field]: value });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields?.[field]).toBe(message);
    }
    expect((await detailOf(orgA.did, tok.admin!)).CorporateWebsite).toBe('https://northwind.example');
  });

  it('refuses the change to a UserAdmin, and to organisation B with A’s DID; nothing changes', async () => {
    expect(
      (await put(`/api/accounts/${orgA.did}`, tok.userAdmin!, { ...SETTINGS, orgName: 'Taken' })).statusCode,
    ).toBe(403);
    expect(
      (await put(`/api/accounts/${orgA.did}`, tok.adminB!, { ...SETTINGS, orgName: 'Taken' })).statusCode,
    ).toBe(403);
    expect((await upload(orgA.did, tok.adminB!, PNG)).statusCode).toBe(403);
    expect((await detailOf(orgA.did, tok.admin!)).BusinessName).toBe('Northwind Renamed');
  });

  it('takes a PNG logo and serves it with its type; the profile points at it; the history says so', async () => {
    const uploaded = await upload(orgA.did, tok.admin!, PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { logo } = uploaded.json<{ logo: string }>();
    expect(logo).toMatch(new RegExp(`^/api/v1/logos/${orgA.did}\\?v=`));
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await me(tok.admin!)).organisation?.logo).toBe(logo);
    expect((await detailOf(orgA.did, tok.admin!)).Logo).toBe(logo);
    const events = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/events', headers: bearer(tok.admin) })
    ).json<TUserEventPage>();
    expect(events.data.slice(0, 2).map((e) => e.kind === 'settings-changed' && e.data.what)).toEqual([
      'logo',
      'organisation',
    ]);
  });

  it('refuses a logo that is no image, one over 512 kB, and another content type; the logo stays', async () => {
    const before = await rowCounts(t.database.db, ['organisation_logos']);
    const kept = (await detailOf(orgA.did, tok.admin!)).Logo;
    const fake = await upload(orgA.did, tok.admin!, Buffer.from('<svg onload="alert(1)"/>'));
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake)).toMatchObject({ message: SM.logoType, fields: { logo: SM.logoType } });
    const huge = await upload(orgA.did, tok.admin!, Buffer.concat([PNG, Buffer.alloc(600 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe(SM.logoTooLarge);
    expect((await upload(orgA.did, tok.admin!, PNG, 'text/plain')).statusCode).toBe(400);
    expect((await upload(orgA.did, tok.admin!, PNG, 'multipart/form-data; boundary=x')).statusCode).toBe(415);
    expect((await upload(orgA.did, tok.admin!, Buffer.alloc(3 * 512 * 1024))).statusCode).toBe(413);
    expect(await rowCounts(t.database.db, ['organisation_logos'])).toEqual(before);
    expect((await detailOf(orgA.did, tok.admin!)).Logo).toBe(kept);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/logos/${orgB.did}` })).statusCode).toBe(404);
  });

  it('lets a person change their own name, e-mail and avatar, refusing what is not a JPEG', async () => {
    const person = newHolder();
    const token = (await loginWithWallet(t.app, person, 'individual', { name: 'Old Name' })).token!;
    const avatar = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    const saved = await put('/api/v1/auth/me', token, {
      name: ' New Name ',
      email: 'new@example.test',
      avatar,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'New Name', email: 'new@example.test', avatar });
    expect(await me(token)).toMatchObject({ name: 'New Name', avatar });
    const png = await put('/api/v1/auth/me', token, {
      name: 'X',
      avatar: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(errorOf(png).fields?.avatar).toBe(SM.avatarInvalid);
    expect(errorOf(await put('/api/v1/auth/me', token, { name: '' })).fields?.name).toBe(M.nameRequired);
    expect((await me(token)).name).toBe('New Name');
    const removed = await put('/api/v1/auth/me', token, { name: 'New Name', avatar: null });
    expect(removed.json<TSessionProfile>().avatar).toBeNull();
  });
});
