import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_LOOKS, lookName, PRERENDER_PRODUCT_NAME } from '@sigil/core';
import { loadPrerenderedScreens, lookOf } from './prerendered';
import { registerSpa } from './spa';

const headers = (values: Record<string, string>) => ({ headers: values });

describe('lookOf', () => {
  it('takes the look the page kept in its cookie first', () => {
    expect(lookOf(headers({ cookie: 'a=1; look=de.dark; b=2', 'accept-language': 'en' }))).toEqual({
      language: 'de',
      theme: 'dark',
    });
  });

  it("else the browser's first language the console speaks, by weight, and its colour scheme hint", () => {
    expect(lookOf(headers({ 'accept-language': 'fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7' }))).toEqual({
      language: 'de',
      theme: 'light',
    });
    expect(
      lookOf(headers({ 'accept-language': 'de;q=0.1, en-GB', 'sec-ch-prefers-color-scheme': 'dark' })),
    ).toEqual({
      language: 'en',
      theme: 'dark',
    });
    expect(lookOf(headers({ cookie: 'look=xx.blue', 'accept-language': 'fr' }))).toEqual({
      language: 'en',
      theme: 'light',
    });
  });
});

describe('the prerendered screens', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'sigil-prerendered-'));
  let app: FastifyInstance;
  let spa: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'index.html'), 'index.html');
    const screens = { '/login': 'login', '/__not-found__': 'notFound' };
    writeFileSync(
      path.join(dist, 'prerendered/paths.json'),
      JSON.stringify({ screens, appPaths: ['/login', '/user'] }),
    );
    for (const screen of Object.values(screens))
      for (const look of ALL_LOOKS)
        writeFileSync(
          path.join(dist, `prerendered/${screen}.${lookName(look)}.html`),
          `<title>${screen} ${lookName(look)} · ${PRERENDER_PRODUCT_NAME}</title>`,
        );
    const prerendered = loadPrerenderedScreens(dist, 'Acme & <Co>');
    app = Fastify();
    app.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      return prerendered.send(request, reply, pathname) ? reply : reply.send('index.html');
    });
    spa = Fastify();
    await registerSpa(spa, dist, 'Acme');
  });
  afterAll(async () => {
    await app.close();
    await spa.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a public screen in the look of the request, with the product name escaped', async () => {
    const res = await app.inject({ url: '/login', headers: { cookie: 'look=de.dark' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['accept-ch']).toBe('sec-ch-prefers-color-scheme');
    expect(res.body).toBe('<title>login de.dark · Acme &amp; &lt;Co&gt;</title>');
  });

  it('compresses as the browser accepts', async () => {
    const res = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      '<title>login en.light · Acme &amp; &lt;Co&gt;</title>',
    );
  });

  it('sends the not-found page for a path of no screen, and index.html for a screen not prerendered', async () => {
    expect((await app.inject({ url: '/nowhere?x=1' })).body).toContain('notFound en.light');
    expect((await app.inject({ url: '/user' })).body).toBe('index.html');
  });

  it('never sends a prerendered file as it lies in the build, its product name not yet put in', async () => {
    const res = await spa.inject({ url: '/prerendered/login.en.light.html' });
    expect(res.body).not.toContain(PRERENDER_PRODUCT_NAME);
    expect(res.body).toBe('<title>notFound en.light · Acme</title>');
    expect((await spa.inject({ url: '/login' })).body).toBe('<title>login en.light · Acme</title>');
  });
});
