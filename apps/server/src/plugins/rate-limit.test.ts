import { eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { registerErrorHandling } from './errors';
import { buildTestApp, buildTestAppsSharingDatabase, type TestApp } from '../test/build-test-app';
import { openTestDatabase } from '../test/test-database';
import { rateLimitOptions, SharedRateLimitStore } from './rate-limit';

/** A logger that keeps its warnings, for the tests that check one was written. */
function recordingLog(): FastifyBaseLogger & { warnings: string[] } {
  const warnings: string[] = [];
  const log = {
    warnings,
    warn: (_context: unknown, message: string) => warnings.push(message),
    info: () => {},
    error: () => {},
    debug: () => {},
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { warnings: string[] };
}

type Count = { current: number; ttl: number };

function incr(
  store: SharedRateLimitStore | ReturnType<SharedRateLimitStore['child']>,
  key: string,
  windowMs: number,
) {
  return new Promise<Count>((resolve, reject) => {
    store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), windowMs, 100);
  });
}

const routeOptions = (method: string, url: string) =>
  ({ routeInfo: { method, url } }) as unknown as Parameters<SharedRateLimitStore['child']>[0];

const startLogin = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/request',
    payload: { intent: 'login', mode: 'individual' },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

// The store's SQL is the same on PGlite and PostgreSQL: these run in both passes.
describe('the shared rate-limit store', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts hits per key within the window, then starts again', async () => {
    const store = new SharedRateLimitStore(database.db, recordingLog()).child(routeOptions('POST', '/count'));
    expect(await incr(store, '198.51.100.1', 300)).toMatchObject({ current: 1 });
    expect(await incr(store, '198.51.100.1', 300)).toMatchObject({ current: 2 });
    const third = await incr(store, '198.51.100.1', 300);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(300);
    expect(await incr(store, '198.51.100.2', 300)).toMatchObject({ current: 1 });

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await incr(store, '198.51.100.1', 300)).toMatchObject({ current: 1 });
  });

  it('gives each route its own count, as the in-memory store does', async () => {
    const root = new SharedRateLimitStore(database.db, recordingLog());
    const login = root.child(routeOptions('POST', '/login'));
    const poll = root.child(routeOptions('GET', '/login'));
    await incr(login, '198.51.100.3', 60_000);
    expect(await incr(login, '198.51.100.3', 60_000)).toMatchObject({ current: 2 });
    expect(await incr(poll, '198.51.100.3', 60_000)).toMatchObject({ current: 1 });
  });

  it('loses no increment when many requests count at once (counted together, each in its own place)', async () => {
    const store = new SharedRateLimitStore(database.db, recordingLog()).child(routeOptions('POST', '/burst'));
    const counts = await Promise.all(Array.from({ length: 25 }, () => incr(store, '198.51.100.4', 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    const [row] = await database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'POST /burst|198.51.100.4'));
    expect(row?.hits).toBe(25);
    expect(await incr(store, '198.51.100.4', 60_000)).toMatchObject({ current: 26 });
  });

  it('deletes expired counters now and then', async () => {
    const store = new SharedRateLimitStore(database.db, recordingLog()).child(routeOptions('POST', '/purge'));
    await incr(store, '198.51.100.5', 20);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A new store has never purged: its first count deletes what has expired.
    await incr(new SharedRateLimitStore(database.db, recordingLog()), '198.51.100.6', 60_000);
    await vi.waitFor(async () => {
      const rows = await database.db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, 'POST /purge|198.51.100.5'));
      expect(rows).toEqual([]);
    });
  });
});

describe('when the counters cannot be reached', () => {
  let app: FastifyInstance;
  const log = recordingLog();
  beforeAll(async () => {
    const broken = await openTestDatabase();
    await broken.close();
    app = Fastify();
    registerErrorHandling(app);
    await app.register(fastifyRateLimit, rateLimitOptions({ ...broken, kind: 'postgres' }, log));
    app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets requests through (fail open) and logs a warning rather than answering 500', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'GET', url: '/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    expect(log.warnings).toContain('rate limit: counters unavailable, letting the request through');
  });
});

describe('several processes on one PostgreSQL database', () => {
  let apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'share one budget per client: the limit is not multiplied by the processes',
    async () => {
      apps = await buildTestAppsSharingDatabase(2, { authRateLimitPerMinute: 3 });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await startLogin(apps[i % 2]!.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);

      const refused = await startLogin(apps[1]!.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many requests, please slow down' },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    },
  );
});

describe('clients behind a reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  /** Three requests of one client (a budget of two), then one of another. */
  const budgets = async (send: (client: string) => ReturnType<typeof startLogin>) => {
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await send('203.0.113.1')).statusCode);
    const second = (await send('203.0.113.2')).statusCode;
    return { first, second };
  };

  it('with TRUST_PROXY on, tells clients apart by X-Forwarded-For: each has its own budget', async () => {
    const { app } = (t = await buildTestApp({ authRateLimitPerMinute: 2, trustProxy: true }));
    const result = await budgets((client) => startLogin(app, { 'x-forwarded-for': client }));
    expect(result).toEqual({ first: [200, 200, 429], second: 200 });
  });

  it('with TRUST_PROXY off (the default), ignores X-Forwarded-For: one peer, one budget', async () => {
    const { app, config } = (t = await buildTestApp({ authRateLimitPerMinute: 2 }));
    expect(config.trustProxy).toBe(false);
    const result = await budgets((client) => startLogin(app, { 'x-forwarded-for': client }));
    expect(result).toEqual({ first: [200, 200, 429], second: 429 });
  });

  it('with a list of proxies, believes X-Forwarded-For from those addresses only', async () => {
    const { app } = (t = await buildTestApp({ authRateLimitPerMinute: 2, trustProxy: ['10.0.0.0/8'] }));
    const direct = await budgets((client) => startLogin(app, { 'x-forwarded-for': client }, '198.51.100.9'));
    expect(direct).toEqual({ first: [200, 200, 429], second: 429 });
    const viaProxy = await budgets((client) => startLogin(app, { 'x-forwarded-for': client }, '10.1.2.3'));
    expect(viaProxy).toEqual({ first: [200, 200, 429], second: 200 });
  });
});
