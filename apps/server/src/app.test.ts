import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOrganisationSignup } from '@sigil/core';
import { PUBLIC_ROUTE } from './plugins/auth';
import { buildTestApp, type TestApp } from './test/build-test-app';

/** The built console's one inline script (apps/web/first-screens.config.ts), here a stand-in. */
const INLINE_SCRIPT = "document.head.dataset.preloaded = 'yes';";

describe('the API server', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'sigil-web-'));
    const scripts = `<script type="module" src="/assets/app.js"></script><script>${INLINE_SCRIPT}</script>`;
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>Sigil console</title>${scripts}`);
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    // The build's compressed copies (apps/web/vite.config.ts): marked, so the test sees which went out.
    writeFileSync(path.join(webDist, 'assets', 'app.js.br'), 'brotli copy');
    writeFileSync(path.join(webDist, 'assets', 'app.js.gz'), 'gzip copy');
    t = await buildTestApp({ webDistDir: webDist, bodyLimitBytes: 2048 }, (app) => {
      app.post(
        '/api/v1/test/signup-echo',
        { config: PUBLIC_ROUTE, schema: { body: ZOrganisationSignup } },
        (request) => request.body,
      );
      app.get('/api/v1/test/boom', { config: PUBLIC_ROUTE }, () => {
        throw new Error('secret database password in this message');
      });
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('tells the console its product name and DID method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toEqual({ productName: 'Sigil', didMethod: 'sigil', googleClientId: null });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/v1/nope' } });
  });

  it('serves the console for any other path (history fallback) and its assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/enrollment-requests?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sigil console');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a built script the security headers that apply to a script, and a page all of them', async () => {
    const headerNames = (headers: Record<string, unknown>) => Object.keys(headers).sort();
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A path under /assets/ that is no file gets the page, and the page's headers with it.
    expect(missingAsset.headers['content-type']).toContain('text/html');
    expect(headerNames(missingAsset.headers)).toEqual(headerNames(page.headers));
  });

  it("sends the build's brotli or gzip copy of a file, as the browser accepts", async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli copy');
    expect(brotli.headers['content-type']).toContain('javascript');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip copy');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('refuses invalid input with the spec field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/signup-echo',
      payload: { orgName: '  ', contactEmail: 'not-an-email', contactNumber: '1234567' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      orgName: 'Organisation Name of organise is required',
      contactEmail: 'Contact Email invalid',
      contactNumber: 'Contact Number must be at least 8 digits',
      orgRegNumber: 'Company Registration Number is required',
    });
  });

  it('refuses malformed JSON with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/signup-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"orgName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/JSON/i);
  });

  it('hides the details of a server failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    expect(res.body).not.toContain('secret');
  });

  it('refuses a body over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/signup-echo',
      payload: { orgName: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.headers['x-request-id']).toBe('req-42');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets the console's own inline script run, by its hash, and no other", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = /script-src ([^;]*)/
      .exec(res.headers['content-security-policy'] as string)?.[1]
      ?.split(' ');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`, 'https://accounts.google.com/gsi/client']);
  });

  it('sends the same security headers on every answer, a refusal and an unknown path included', async () => {
    const notPerAnswer = /^(date|x-request-id|content-type|content-length|x-ratelimit|connection|keep-alive)/;
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !notPerAnswer.test(name)));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/trustanchor/schemes' });
    expect([unknown.statusCode, refused.statusCode]).toEqual([404, 401]);
    expect(securityHeaders(health.headers)).toEqual({
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'") as unknown,
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(securityHeaders(unknown.headers)).toEqual(securityHeaders(health.headers));
    expect(securityHeaders(refused.headers)).toEqual(securityHeaders(health.headers));
  });

  it('publishes an OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/config']));
  });

  it('seeds the four membership roles', async () => {
    const roles = await t.database.db.query.membershipRoles.findMany({
      orderBy: (r, { asc }) => asc(r.paramCode),
    });
    expect(roles.map((r) => [r.paramCode, r.paramName])).toEqual([
      ['1001', 'Admin'],
      ['1005', 'Machine User'],
      ['1020', 'UserAdmin'],
      ['1030', 'RoleAdmin'],
    ]);
  });
});
