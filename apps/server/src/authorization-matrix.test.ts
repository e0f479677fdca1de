import { generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  principalHolds,
  type TCustomFieldType,
  type TInvitation,
  type TMembershipRequest,
  type TPermission,
  type TScheme,
} from '@sigil/core';
import { eq } from 'drizzle-orm';
import { orgSchemes } from './db/schema/index';
import { loadSessionKey } from './lib/keys';
import type { CatalogueEntry } from './plugins/route-catalogue';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { signInCast, type CastMember } from './test/cast';
import { bearer } from './test/enrolment';
import { loginWithWallet, newHolder } from './test/holders';
import { operationOf, samples, type OpenApiDoc } from './test/openapi-samples';
import { rowCounts } from './test/row-counts';

/**
 * Every /api route, called as everyone the access rules tell apart and with every kind of bad
 * token. The expectations come from each route's own declaration (config.access) and the
 * permission list of packages/core: a new route is in the matrix the day it is registered.
 */
describe('authorization matrix', () => {
  let t: TestApp;
  const providerHolder = newHolder();
  let cast: CastMember[];
  let badTokens: Array<{ who: string; token: string }>;
  const matrix: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [providerHolder.did], authRateLimitPerMinute: 1_000_000 });
    cast = await signInCast(t.app, t.database.db, providerHolder);
    badTokens = await craftBadTokens();
  });
  afterAll(async () => {
    console.log(`authorization matrix (the status each caller got):\n${matrix.join('\n')}`);
    await t?.close();
  });

  async function craftBadTokens(): Promise<Array<{ who: string; token: string }>> {
    const key = await loadSessionKey(t.config.dataDir);
    const claims = { did: { extdata: { name: 'Eve', email: 'eve@example.test' } } };
    const now = Math.floor(Date.now() / 1000);
    const signed = (signingKey: CryptoKey, exp: number, aud = 'provider') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: key.kid })
        .setSubject(providerHolder.did)
        .setAudience(aud)
        .setIssuer(t.config.publicUrl)
        .setIssuedAt(now - 7200)
        .setExpirationTime(exp)
        .setJti(`crafted-${exp}`)
        .sign(signingKey);
    const loggedOut = (await loginWithWallet(t.app, providerHolder, 'provider')).token!;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(loggedOut) });
    const valid = cast.find((member) => member.who === 'individual')!.token;
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const edited = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    edited.aud = 'provider';
    const otherKey = (await generateKeyPair('ES256')).privateKey;
    return [
      { who: 'logged out', token: loggedOut },
      { who: 'expired', token: await signed(key.privateKey, now - 60) },
      {
        who: 'edited payload',
        token: `${header}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`,
      },
      { who: 'another key', token: await signed(otherKey, now + 600) },
      {
        who: 'alg none',
        token: new UnsecuredJWT(claims)
          .setSubject(providerHolder.did)
          .setAudience('provider')
          .setIssuer(t.config.publicUrl)
          .setExpirationTime(now + 600)
          .encode(),
      },
    ];
  }

  /** The route's path and query filled with the caller's own ids, so only access can refuse it. */
  function requestFor(route: CatalogueEntry, caller: CastMember | null) {
    const ownDid =
      caller?.organisationDid ?? caller?.did ?? 'did:sigil:0x0000000000000000000000000000000000000000';
    const values: Record<string, string> = {
      did: ownDid,
      organizationDid: ownDid,
      memberId: caller?.membershipId ?? '00000000-0000-4000-8000-000000000000',
      memberDid: caller?.did ?? 'did:sigil:0x0000000000000000000000000000000000000000',
      // /api/accounts/{id} names an organisation by its DID; elsewhere an id is a record's uuid.
      // …as do /api/v1/users/request-endorsement/{id} (an organisation) and /my-…/{id} (oneself).
      id: /^\/api\/(accounts\/|v1\/users\/(request-endorsement|my-))/.test(route.url)
        ? ownDid
        : '00000000-0000-4000-8000-000000000000',
    };
    // A member named in the path is one to act on (remove): the caller's own would be refused as
    // removing oneself, a business rule and not access; nobody's id reaches the service instead.
    const pathValues: Record<string, string> = {
      ...values,
      memberId: '00000000-0000-4000-8000-000000000000',
    };
    const path = route.url.replace(/:(\w+)/g, (_whole, name: string) =>
      encodeURIComponent(pathValues[name] ?? 'x'),
    );
    const query = new URLSearchParams({
      did: values.did!,
      organizationDid: values.organizationDid!,
      memberId: values.memberId!,
      memberDid: values.memberDid!,
    });
    return { method: route.method as 'GET', url: `${path}?${query.toString()}` };
  }

  const closedRoutes = () =>
    t.app.routeCatalogue.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.access !== 'public',
    );

  it('has routes to check', () => {
    expect(closedRoutes().length).toBeGreaterThanOrEqual(8);
  });

  it('refuses every closed route without a session, or with a token that is not a live session (401)', async () => {
    for (const route of closedRoutes()) {
      const cells = [];
      for (const bad of [{ who: 'no token', token: '' }, ...badTokens]) {
        const res = await t.app.inject({
          ...requestFor(route, null),
          headers: bad.token ? bearer(bad.token) : {},
        });
        expect({ route: `${route.method} ${route.url}`, who: bad.who, status: res.statusCode }).toMatchObject(
          { status: 401 },
        );
        cells.push('401');
      }
      matrix.push(`${route.method} ${route.url} [${route.access}] no token/bad tokens: ${cells.join(' ')}`);
    }
  });

  it('lets exactly the principals that hold the declared permission through, each in its own scope', async () => {
    for (const route of closedRoutes()) {
      if (route.url === '/api/v1/auth/logout') continue; // would end the cast's sessions
      const cells: string[] = [];
      for (const caller of cast) {
        const res = await t.app.inject({ ...requestFor(route, caller), headers: bearer(caller.token) });
        const cell = { route: `${route.method} ${route.url}`, who: caller.who, status: res.statusCode };
        // Any live session passes a 'session' route's door; its service may refuse a kind it does not serve.
        const forbidden = route.access === 'session' ? [401] : [401, 403];
        const allowed =
          route.access === 'session' || principalHolds(caller.principal, route.access as TPermission);
        if (allowed) expect(cell.status, JSON.stringify(cell) + res.body).not.toBeOneOf(forbidden);
        else expect(cell).toMatchObject({ status: 403 });
        cells.push(`${caller.who}=${allowed ? res.statusCode : '403'}`);
      }
      matrix.push(`${route.method} ${route.url} [${route.access}] ${cells.join(', ')}`);
    }
  });

  it("never lets organisation B reach organisation A's data with A's ids", async () => {
    const adminA = cast.find((member) => member.who === 'Admin of A')!;
    const adminB = cast.find((member) => member.who === 'Admin of B')!;
    const takesAnOrganisation = closedRoutes().filter(
      (route) =>
        route.url.includes(':did') ||
        [
          '/api/v1/users/',
          '/api/public/reports',
          '/api/reports',
          '/api/v1/trustanchor/membershiproles/permissions',
        ].includes(route.url),
    );
    expect(takesAnOrganisation.length).toBeGreaterThanOrEqual(4);
    const openapi = t.app.swagger() as OpenApiDoc;
    for (const route of takesAnOrganisation) {
      // A change carries a valid body, so that only access can refuse it.
      const schema = operationOf(openapi, route)?.requestBody?.content?.['application/json']?.schema;
      const res = await t.app.inject({
        ...requestFor(route, adminA),
        headers: bearer(adminB.token),
        ...(schema ? { payload: samples(schema)[0] as object } : {}),
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toMatchObject({
        status: expect.toBeOneOf([403, 404]),
      });
    }
  });

  it("never lets organisation B read or change anything of organisation A's with A's ids, on any route", async () => {
    const roleAdminA = cast.find((member) => member.who === 'RoleAdmin of A')!;
    const post = async <T>(url: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url, headers: bearer(roleAdminA.token), payload })).json<T>();
    const type = await post<TCustomFieldType>('/api/v1/trustanchor/customfieldtypes', {
      name: 'A grade',
      kind: 'list',
      options: ['1', '2'],
    });
    const scheme = await post<TScheme>('/api/v1/trustanchor/schemes', {
      orgScheme: {
        schemeName: 'A role',
        organizationDid: roleAdminA.organisationDid,
        memberId: roleAdminA.membershipId,
        fields: [{ fieldName: 'Grade', fieldType: type.id }],
      },
    });
    const adminA = cast.find((member) => member.who === 'Admin of A')!;
    const invitation = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations/',
        headers: bearer(adminA.token),
        payload: {
          invitationType: 'MemberShipRoleInvite',
          roleCode: '1030',
          name: 'Ines',
          email: 'ines@a.test',
        },
      })
    ).json<TInvitation>();
    // An application of an individual to A's role, once the role is active: a request id of A's.
    await t.database.db.update(orgSchemes).set({ status: 'APPROVED' }).where(eq(orgSchemes.id, scheme.id));
    const individual = cast.find((member) => member.who === 'individual')!;
    const request = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/request-endorsement/${roleAdminA.organisationDid}`,
        headers: bearer(individual.token),
        payload: { schemeId: scheme.id, values: { Grade: '1' } },
      })
    ).json<TMembershipRequest>();
    expect(request.status).toBe('SENT');
    const a: Record<string, string | string[]> = {
      id: request.id,
      did: roleAdminA.organisationDid!,
      memberDid: roleAdminA.did,
      invitationCode: invitation.invitationCode,
      organizationDid: roleAdminA.organisationDid!,
      memberId: roleAdminA.membershipId!,
      membershipId: roleAdminA.membershipId!,
      schemeId: scheme.id,
      schemeIds: [scheme.id],
      fieldIds: [scheme.fields[0]!.id],
      ids: [type.id],
      fieldId: scheme.fields[0]!.id,
    };
    const idOf = (url: string) =>
      url.startsWith('/api/accounts/') || url.startsWith('/api/v1/users/')
        ? roleAdminA.organisationDid!
        : url.includes('customfieldtypes')
          ? type.id
          : url.includes('orgschemes')
            ? request.id
            : scheme.id;
    /** A sample body of the route's schema with every id of A's that it takes. */
    const withIdsOfA = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withIdsOfA);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, key in a ? a[key] : withIdsOfA(inner)]),
      );
    };
    const takesAnId = (text: string) =>
      Object.values(a)
        .flat()
        .some((id) => text.includes(encodeURIComponent(id)) || text.includes(id));

    const openapi = t.app.swagger() as OpenApiDoc;
    const counts = () =>
      rowCounts(
        t.database.db,
        [
          'org_schemes',
          'scheme_fields',
          'scheme_events',
          'custom_field_types',
          'members',
          'invitations',
          'membership_requests',
          'endorsements',
        ],
        {
          live: ['org_schemes', 'custom_field_types', 'members'],
        },
      );
    const before = await counts();
    const probed: string[] = [];
    // A quick contact may name any DID, an organisation's too: it is the caller's own record of
    // someone (contacts.test.ts proves that nobody reaches another person's contacts).
    const namesAnyDid = ['POST /api/v1/quick-contacts'];
    for (const route of closedRoutes()) {
      if (route.url === '/api/v1/auth/logout' || namesAnyDid.includes(`${route.method} ${route.url}`))
        continue;
      const operation = operationOf(openapi, route);
      const path = route.url.replace(/:(\w+)/g, (_whole, name: string) =>
        encodeURIComponent(name === 'id' ? idOf(route.url) : String(a[name] ?? 'x')),
      );
      const queryNames = (operation?.parameters ?? [])
        .filter((p) => p.in === 'query' && p.name in a)
        .map((p) => p.name);
      const query = new URLSearchParams(queryNames.map((name): [string, string] => [name, String(a[name])]));
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      const payload = schema ? withIdsOfA(samples(schema)[0]) : undefined;
      const url = `${path}${queryNames.length ? `?${query.toString()}` : ''}`;
      if (!takesAnId(url) && !takesAnId(JSON.stringify(payload ?? null))) continue;
      probed.push(`${route.method} ${route.url}`);
      for (const who of ['Admin of B', 'RoleAdmin of B']) {
        const caller = cast.find((member) => member.who === who);
        if (!caller) continue;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(caller.token),
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect({ route: `${route.method} ${url}`, who, status: res.statusCode }, res.body).toMatchObject({
          status: expect.toBeOneOf([403, 404]),
        });
      }
    }
    expect(probed.length).toBeGreaterThanOrEqual(20);
    expect(await counts()).toEqual(before);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/trustanchor/schemes/${scheme.id}`,
      headers: bearer(roleAdminA.token),
    });
    expect(still.json<TScheme>()).toMatchObject({ schemeName: 'A role', status: 'APPROVED', fieldsCount: 1 });
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/my-approval-pending/${individual.did}`,
      headers: bearer(individual.token),
    });
    expect(waiting.json<TMembershipRequest[]>().map((r) => [r.id, r.status])).toEqual([[request.id, 'SENT']]);
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/invitations/orgroles/sent',
      headers: bearer(adminA.token),
    });
    expect(
      sent.json<TInvitation[]>().find((i) => i.invitationCode === invitation.invitationCode)?.status,
    ).toBe('INVITED');
  });
});
