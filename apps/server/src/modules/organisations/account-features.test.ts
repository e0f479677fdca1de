import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEATURE_MESSAGES as FM,
  ROLE_CODES,
  type TAccountFeatures,
  type TAccountValidation,
  type TApiError,
  type TEnrolmentRequestItem,
  type TFeature,
  type TOrganisationDetail,
} from '@sigil/core';
import { ACCESS_MESSAGES } from '../../lib/errors';
import { useTestApp } from '../../test/build-test-app';
import {
  bearer,
  decide,
  listEnrolments,
  providerToken,
  signupFields,
  signupThroughWallet,
} from '../../test/enrolment';
import { createMember, createOrganisation, randomDid } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';
import { rowCounts } from '../../test/row-counts';

describe('account features', () => {
  const provider = newHolder();
  const t = useTestApp({ providerDids: [provider.did] });
  const tok: Record<string, string> = {};
  const membershipIds: Record<string, string> = {};
  let orgA: Awaited<ReturnType<typeof createOrganisation>>;
  let orgB: Awaited<ReturnType<typeof createOrganisation>>;

  beforeAll(async () => {
    const db = t.database.db;
    orgA = await createOrganisation(db, { businessName: 'Northwind Traders' });
    orgB = await createOrganisation(db, { businessName: 'Southwind Shipping' });
    const signIn = async (name: string, organisationId: string, roleCode: string) => {
      const holder = newHolder();
      membershipIds[name] = (await createMember(db, { organisationId, memberDid: holder.did, roleCode })).id;
      tok[name] = (await loginWithWallet(t.app, holder, 'organisation')).token!;
    };
    await signIn('admin', orgA.id, ROLE_CODES.admin);
    await signIn('roleAdmin', orgA.id, ROLE_CODES.roleAdmin);
    await signIn('adminB', orgB.id, ROLE_CODES.admin);
    tok.provider = await providerToken(t.app, provider);
    tok.individual = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const refusal = (res: Awaited<ReturnType<typeof call>>) => res.json<TApiError>().error.message;
  const featuresOf = async (did: string) =>
    (await call('GET', `/api/accounts/${did}/features`, tok.provider)).json<TAccountFeatures>().features;

  it('lists the catalogue by type, to the provider and organisation members', async () => {
    const all = await call('GET', '/api/features', tok.admin);
    expect(all.statusCode).toBe(200);
    expect(all.json<TFeature[]>()).toEqual([
      { code: 'schemes', type: 'organization' },
      { code: 'endorsements', type: 'organization' },
    ]);
    expect(
      (await call('GET', '/api/features?type=Organization', tok.provider)).json<TFeature[]>(),
    ).toHaveLength(2);
    const badType = await call('GET', '/api/features?type=Feature_Type', tok.provider);
    expect(badType.statusCode).toBe(400);
    expect(badType.json<TApiError>().error.fields).toEqual({ type: FM.unknownType });
    expect((await call('GET', '/api/features', tok.individual)).statusCode).toBe(403);
    expect((await call('GET', '/api/features')).statusCode).toBe(401);
  });

  it('an approval grants every organisation feature unless it names them; an empty list grants none', async () => {
    const approve = async (orgName: string, features?: string[]) => {
      await signupThroughWallet(t.app, signupFields({ orgName }));
      const [pending] = await listEnrolments(t.app, tok.provider!, `?orgName=${encodeURIComponent(orgName)}`);
      const res = await decide(t.app, tok.provider!, pending!.id, 'approve', features ? { features } : {});
      expect(res.statusCode).toBe(200);
      return res.json<TEnrolmentRequestItem>().organisationDid!;
    };
    expect(await featuresOf(await approve('Default Features Ltd'))).toEqual(['schemes', 'endorsements']);
    expect(await featuresOf(await approve('No Features Ltd', []))).toEqual([]);

    await signupThroughWallet(t.app, signupFields({ orgName: 'Odd Features Ltd' }));
    const [pending] = await listEnrolments(t.app, tok.provider!, '?orgName=Odd%20Features%20Ltd');
    const unknown = await decide(t.app, tok.provider!, pending!.id, 'approve', { features: ['teleport'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<TApiError>().error.fields).toEqual({ 'features.0': FM.unknownFeature });
  });

  it("an organisation's features are read by its members and the provider, never by another organisation", async () => {
    const own = await call('GET', `/api/accounts/${orgA.did}/features`, tok.roleAdmin);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ features: ['schemes', 'endorsements'] });
    expect((await call('GET', `/api/accounts/${orgA.did}/features`, tok.provider)).statusCode).toBe(200);
    const other = await call('GET', `/api/accounts/${orgA.did}/features`, tok.adminB);
    expect(other.statusCode).toBe(403);
    expect(refusal(other)).toBe(ACCESS_MESSAGES.otherOrganisation);
    expect((await call('GET', `/api/accounts/${orgA.did}/features`, tok.individual)).statusCode).toBe(403);
    expect((await call('GET', `/api/accounts/${randomDid()}/features`, tok.provider)).statusCode).toBe(404);
  });

  it('only the provider changes them: known codes, each once; a refusal changes nothing', async () => {
    const before = await rowCounts(t.database.db, ['organisations']);
    for (const token of [tok.admin, tok.adminB, tok.individual]) {
      expect(
        (await call('POST', `/api/accounts/${orgA.did}/features`, token, { features: [] })).statusCode,
      ).toBe(403);
    }
    const unknown = await call('POST', `/api/accounts/${orgA.did}/features`, tok.provider, {
      features: ['schemes', 'world-domination'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<TApiError>().error.fields).toEqual({ 'features.1': FM.unknownFeature });
    expect(await featuresOf(orgA.did)).toEqual(['schemes', 'endorsements']);
    expect(await rowCounts(t.database.db, ['organisations'])).toEqual(before);

    const set = await call('POST', `/api/accounts/${orgA.did}/features`, tok.provider, {
      features: ['endorsements', 'endorsements'],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ features: ['endorsements'] });
    const detail = await call('GET', `/api/accounts/${orgA.did}`, tok.admin);
    expect(detail.json<TOrganisationDetail>().AccountFeatures).toEqual(['endorsements']);
    expect(await featuresOf(orgB.did)).toEqual(['schemes', 'endorsements']);
  });

  it('a feature the organisation lacks refuses what it gates, at once, and comes back when granted', async () => {
    await call('POST', `/api/accounts/${orgA.did}/features`, tok.provider, { features: ['endorsements'] });
    const createRole = () =>
      call('POST', '/api/v1/trustanchor/schemes', tok.roleAdmin, {
        orgScheme: {
          schemeName: 'Certified Auditor',
          organizationDid: orgA.did,
          memberId: membershipIds.roleAdmin,
        },
      });
    const refused = await createRole();
    expect(refused.statusCode).toBe(403);
    expect(refusal(refused)).toBe(ACCESS_MESSAGES.featureMissing('schemes'));
    // The console is told, so it stops offering what would be refused.
    const permissions = async () =>
      (
        await call(
          'GET',
          `/api/v1/trustanchor/membershiproles/permissions?memberId=${membershipIds.roleAdmin}`,
          tok.roleAdmin,
        )
      ).json<{ permissions: Record<string, boolean> }>().permissions;
    expect(await permissions()).toMatchObject({ 'roles:read': true });
    expect((await permissions())['schemes:create']).toBeUndefined();

    await call('POST', `/api/accounts/${orgA.did}/features`, tok.provider, { features: ['schemes'] });
    const enrol = await call('POST', '/api/v1/trustanchor/orgschemes/enroll', tok.admin, {
      schemeId: '00000000-0000-4000-8000-000000000000',
      accountDid: randomDid(),
      organizationDid: orgA.did,
    });
    expect(enrol.statusCode).toBe(403);
    expect(refusal(enrol)).toBe(ACCESS_MESSAGES.featureMissing('endorsements'));
    expect((await createRole()).statusCode).toBe(201);
    expect(await permissions()).toMatchObject({ 'schemes:create': true });
    await call('POST', `/api/accounts/${orgA.did}/features`, tok.provider, {
      features: ['schemes', 'endorsements'],
    });
  });

  it('validate tells anyone whether a DID is a live organisation of this registry', async () => {
    const live = await call('GET', `/api/accounts/${orgB.did}/validate`);
    expect(live.statusCode).toBe(200);
    expect(live.json<TAccountValidation>()).toEqual({
      did: orgB.did,
      valid: true,
      status: 'ACTIVE',
      businessName: 'Southwind Shipping',
      features: ['schemes', 'endorsements'],
    });
    const stranger = randomDid();
    expect((await call('GET', `/api/accounts/${stranger}/validate`)).json()).toEqual({
      did: stranger,
      valid: false,
      status: null,
      businessName: null,
      features: [],
    });
    const gone = await createOrganisation(t.database.db, { deletedAt: new Date() });
    expect((await call('GET', `/api/accounts/${gone.did}/validate`)).json<TAccountValidation>().valid).toBe(
      false,
    );
  });
});
