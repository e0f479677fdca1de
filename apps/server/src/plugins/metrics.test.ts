import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index';
import { useTestApp } from '../test/build-test-app';
import { answer, loginWithWallet, newHolder, startRequest } from '../test/holders';
import { serveMetrics } from './metrics';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (Prometheus)', () => {
  describe('with METRICS_TOKEN', () => {
    const t = useTestApp({ metricsToken: TOKEN });
    const scrape = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    it('answers only a bearer of the token', async () => {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORISED' } });
      }
    });

    it("counts requests by route pattern, method and status, and Node's event loop lag", async () => {
      const before =
        sample(
          await scrape(),
          'sigil_http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}',
        ) ?? 0;
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/identities/did:sigil:0x0000000000000000000000000000000000000001',
      });
      await t.app.inject({ method: 'GET', url: '/no/such/path/123' });
      const text = await scrape();
      expect(
        sample(
          text,
          'sigil_http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}',
        ),
      ).toBe(before + 2);
      // The pattern, never the DID: a label per route, not per caller.
      expect(text).toContain('route="/api/v1/identities/:did"');
      expect(text).not.toContain('0x0000000000000000000000000000000000000001');
      expect(text).toContain('route="unmatched",method="GET",status="404"');
      expect(text).toMatch(/^sigil_nodejs_eventloop_lag_seconds \d/m);
      expect(sample(text, 'sigil_database_listening')).toBe(1);
      expect(sample(text, 'sigil_database_waiting_queries')).toBeGreaterThanOrEqual(0);
    });

    it('counts wallet answers by intent and outcome', async () => {
      const metric = (outcome: string) => `sigil_wallet_answers_total{intent="login",outcome="${outcome}"}`;
      const before = await scrape();
      await loginWithWallet(t.app, newHolder(), 'individual');
      await answer(t.app, newHolder(), await startRequest(t.app, { intent: 'login', mode: 'individual' }), {
        approve: false,
      });
      await loginWithWallet(t.app, newHolder(), 'provider');
      const after = await scrape();
      for (const outcome of ['COMPLETED', 'DENIED_BY_HOLDER', 'NOT_PROVIDER']) {
        expect(sample(after, metric(outcome)), outcome).toBe((sample(before, metric(outcome)) ?? 0) + 1);
      }
    });

    it("reads the mail outbox's depth and failures when scraped", async () => {
      const before = await scrape();
      await t.database.db.insert(mailOutbox).values([
        {
          to: 'a@example.test',
          subject: 'Waiting',
          text: 'x',
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        },
        { to: 'b@example.test', subject: 'Given up', text: 'x', status: 'FAILED' },
      ]);
      const after = await scrape();
      for (const state of ['pending', 'failed']) {
        const series = `sigil_mail_outbox{state="${state}"}`;
        expect(sample(after, series), state).toBe((sample(before, series) ?? 0) + 1);
      }
    });
  });

  describe('METRICS_PORT', () => {
    const t = useTestApp({ metricsPort: 19_090 });
    it('serves the metrics alone on a port of their own, with no token, the requests timed', async () => {
      const server = await serveMetrics(t.app.metrics, 0, '127.0.0.1');
      try {
        await t.app.inject({ method: 'GET', url: '/api/health' });
        const { port } = server.address() as AddressInfo;
        const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toMatch(
          /sigil_http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} 1/,
        );
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      } finally {
        server.close();
      }
    });
  });

  describe('readiness', () => {
    const t = useTestApp();
    it('is ready when the database answers and its notifications arrive', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ready: true, database: true, listening: true });
    });

    it('is not ready once told to drain (SIGTERM), while it still serves', async () => {
      t.app.drain();
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, database: true, listening: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });

  describe('without METRICS_TOKEN', () => {
    const t = useTestApp();
    it('has no /metrics at all', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
    });

    it('times no request when nothing serves the metrics (no token, no port)', async () => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(await t.app.metrics.registry.metrics()).not.toContain('route="/api/health"');
    });
  });
});
