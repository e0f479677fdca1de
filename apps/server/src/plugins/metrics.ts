import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseStats } from '../db/client';
import { unauthorised } from '../lib/errors';
import { PUBLIC_ROUTE } from './auth';

/** What the metrics read when they are scraped, not on every request. */
export interface MetricSources {
  outbox(): Promise<{ pending: number; failed: number }>;
  database(): DatabaseStats;
}

/**
 * The server's Prometheus metrics (prom-client; docs/operations.md, Metrics): Node's own (event
 * loop lag, heap, handles), requests by route, method and status with their latency, login and
 * signup answers by outcome, the mail outbox's depth and failures, and the database connection: its
LISTEN connection, its waiting queries, its pool. One registry per app, so
 * that test apps in one process count apart.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'sigil_http_request_duration_seconds',
    help: 'HTTP requests by route (its pattern, "unmatched" for none), method and status, and how long they took',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly walletAnswers = new Counter({
    name: 'sigil_wallet_answers_total',
    help: "Wallet answers to login and signup requests by intent and outcome (COMPLETED, EXPIRED, or the refusal's reason)",
    labelNames: ['intent', 'outcome'],
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'sigil_' });
    this.databaseGauges(sources);
    new Gauge({
      name: 'sigil_mail_outbox',
      help: 'Mails in the outbox by state: pending (waiting or retrying) and failed (given up on)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        const counts = await sources.outbox();
        this.set({ state: 'pending' }, counts.pending);
        this.set({ state: 'failed' }, counts.failed);
      },
    });
  }

  private databaseGauges(sources: MetricSources): void {
    new Gauge({
      name: 'sigil_database_listening',
      help: 'Whether notifications arrive (1): the LISTEN connection (PostgreSQL) or the worker thread (PGlite) is up',
      registers: [this.registry],
      collect() {
        this.set(sources.database().listening ? 1 : 0);
      },
    });
    new Gauge({
      name: 'sigil_database_waiting_queries',
      help: "Queries waiting for a pool connection (PostgreSQL) or in the worker thread's queue (PGlite)",
      registers: [this.registry],
      collect() {
        this.set(sources.database().waiting);
      },
    });
    new Gauge({
      name: 'sigil_database_connections',
      help: "The PostgreSQL pool's connections: open, and idle among them",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const connections = sources.database().connections;
        if (!connections) return;
        this.set({ state: 'open' }, connections.open);
        this.set({ state: 'idle' }, connections.idle);
      },
    });
  }

  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.requests.observe({ route, method, status: String(status) }, seconds);
  }

  countWalletAnswer(intent: string, outcome: string): void {
    this.walletAnswers.inc({ intent, outcome });
  }
}

/**
 * Times every request while the metrics are served (METRICS_TOKEN or METRICS_PORT), and serves
 * GET /metrics to a bearer of METRICS_TOKEN; without a token the route does not exist. The token
 * is compared in constant time and never logged (the logger writes no headers).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { token, observed }: { token: string | null; observed: boolean },
): void {
  // Nobody reads the request metrics unless a token or a port serves them: no histogram per answer then.
  if (observed) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.routeOptions.url ?? 'unmatched',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { config: PUBLIC_ROUTE, schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorised('A bearer of the metrics token reads the metrics');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * METRICS_PORT: the metrics alone on a port of their own (inside the cluster, not behind the public
 * proxy), with no token; every other path is 404. Answers the server it started.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
