import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/build-test-app';
import { loginWithWallet, newHolder } from '../test/holders';

/** The public /api routes, each for a reason: they open sessions, or show what anyone may see. */
const EXPECTED_PUBLIC = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/v1/accreditations/:ref',
  'GET /api/v1/config',
  'GET /api/v1/identities/:did',
  'POST /api/v1/auth/request',
  'GET /api/v1/auth/request',
  'POST /api/v1/auth/response',
  'GET /api/v1/auth/openid4vp/requests/:txid',
  'POST /api/v1/auth/openid4vp/response',
  'POST /api/v1/oid4vci/token',
  'POST /api/v1/oid4vci/nonce',
  'POST /api/v1/oid4vci/credential',
  'GET /api/v1/presentations/request-objects/:txid',
  'POST /api/v1/presentations/response',
  'POST /api/v1/auth/wallet',
  'POST /api/auth/google',
  'GET /api/comm/ws/:id/web',
  // W3C Bitstring Status List: a verifier fetches the list without an account.
  'GET /api/v1/status-lists/:organisationDid',
  // A holder's live endorsements; empty for a protected DID.
  'GET /api/v1/trustanchor/verifiablepresentations',
  // An organisation's logo, shown wherever its name is (an <img> sends no token).
  'GET /api/v1/logos/:did',
  // Whether a DID is a live organisation of the registry, as a relying party asks (decision 0009).
  'GET /api/accounts/:did/validate',
];

describe('deny by default under /api', () => {
  const providerHolder = newHolder();
  const t = useTestApp({ providerDids: [providerHolder.did] });

  /** The API's own routes; the docs plugin opens its pages itself. */
  const apiRoutes = () =>
    t.app.routeCatalogue.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );

  it('opens only the routes whose definition says so', () => {
    const open = apiRoutes()
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual([...EXPECTED_PUBLIC].sort());
  });

  it('answers every other /api route with 401 before it looks at the input', async () => {
    const closed = apiRoutes().filter((route) => route.access !== 'public');
    expect(closed.length).toBeGreaterThan(5);
    for (const route of closed) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const body = route.method === 'GET' ? undefined : '{bad json';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORISED' } });
    }
  });

  it('refuses to build an app with an /api route that does not say who may call it', async () => {
    await expect(
      buildTestApp({}, (app) => {
        app.get('/api/v1/undeclared', () => 'open?');
      }),
    ).rejects.toThrow('GET /api/v1/undeclared must declare who may call it (config.access)');
  });

  it("refuses a caller without the route's permission before it looks at the input (403, not 400)", async () => {
    const individual = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
    const provider = (await loginWithWallet(t.app, providerHolder, 'provider')).token!;
    const decide = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invite/invitations/not-an-id',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{bad json',
      });
    const refused = await decide(individual);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'You are not allowed to do this' },
    });
    expect((await decide(provider)).statusCode).toBe(400);
  });

  it('still answers an unknown /api path with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' })).statusCode).toBe(404);
  });
});
