import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';
import { registerWalletApp, WALLET_CONTENT_SECURITY_POLICY } from './wallet-app';

/** The phone wallet's build as the server serves it at /wallet/ (issue 39). */
describe('the phone wallet at /wallet/', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'sigil-wallet-dist-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>wallet</title>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Sigil Wallet"}');
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
    app = Fastify();
    registerSecurityHeaders(app, ["'sha256-console'"]);
    await registerWalletApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the page under its own policy: this origin only, WebAssembly for the scanner, no third party', async () => {
    const page = await app.inject({ url: '/wallet/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>wallet</title>');
    expect(page.headers['content-security-policy']).toBe(WALLET_CONTENT_SECURITY_POLICY);
    expect(WALLET_CONTENT_SECURITY_POLICY).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(WALLET_CONTENT_SECURITY_POLICY).not.toMatch(/https:|'unsafe-eval'|google/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the service worker and the manifest fresh, the hashed assets for a year', async () => {
    expect((await app.inject({ url: '/wallet/sw.js' })).headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/wallet/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const asset = await app.inject({ url: '/wallet/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it('moves /wallet to /wallet/, where the service worker and the links belong', async () => {
    const bare = await app.inject({ url: '/wallet?x=1' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/wallet/?x=1');
  });

  it('is not served, and says why in the log, when the wallet was not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'sigil-wallet-none-'));
    const warnings: unknown[] = [];
    const bare = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } },
    });
    await registerWalletApp(bare, empty);
    expect((await bare.inject({ url: '/wallet/' })).statusCode).toBe(404);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: expect.stringContaining('phone wallet build not found') }),
    ]);
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
