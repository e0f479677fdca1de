import type { FastifyBaseLogger } from 'fastify';
import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { Database, DbOrTx } from '../db/client';
import { countHit, deleteExpiredHits } from './rate-limit.repository';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Expired counters are deleted at most this often, by whichever request comes along. */
const PURGE_INTERVAL_MS = 60_000;

/** Deletes expired counters now and then, never twice at once; failures are only logged. */
class ExpiredHitsPurge {
  private lastRun = 0;
  private running = false;

  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
  ) {}

  maybeRun(): void {
    const now = Date.now();
    if (this.running || now - this.lastRun < PURGE_INTERVAL_MS) return;
    this.running = true;
    this.lastRun = now;
    deleteExpiredHits(this.db)
      .catch((err: unknown) => this.log.warn({ err }, 'rate limit: could not delete expired counters'))
      .finally(() => {
        this.running = false;
      });
  }
}

/** "POST /api/v1/auth/request" for a route's store: each route counts on its own, as in memory. */
function routeScope(options: ChildOptions): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
  return method && route?.url ? `${method} ${route.url}` : '';
}

/**
 * A store for @fastify/rate-limit whose counters live in PostgreSQL, so N processes behind a
 * balancer share one budget per client instead of granting N times the limit. The plugin makes
 * one child per rate-limited route. A database failure is logged and handed back as an error;
 * the plugin is registered with `skipOnError`, so the request goes through (fail open) rather
 * than every login failing because the counters cannot be reached.
 */
export class SharedRateLimitStore implements FastifyRateLimitStore {
  /** Per counter: the requests waiting for the next count, while one count is under way. */
  private readonly waiting = new Map<string, IncrCallback[]>();

  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    private readonly scope = '',
    private readonly purge = new ExpiredHitsPurge(db, log),
  ) {}

  /**
   * One count at a time per counter and process: the requests that come while it is under way are
   * counted together by the next one, each told its own place in the total. The total is the
   * database's as before (no request answered before it is counted); a busy client costs one
   * upsert a round trip instead of one a request, which all queue on the counter's row.
   */
  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    const counter = `${this.scope}|${key}`;
    const queued = this.waiting.get(counter);
    if (queued) queued.push(callback);
    else {
      this.waiting.set(counter, []);
      this.count(counter, [callback], timeWindow);
    }
    this.purge.maybeRun();
  }

  private count(counter: string, callbacks: IncrCallback[], timeWindow: number): void {
    countHit(this.db, counter, timeWindow, callbacks.length)
      .then(
        ({ hits, ttlMs }) =>
          callbacks.forEach((callback, i) =>
            callback(null, { current: hits - callbacks.length + 1 + i, ttl: ttlMs }),
          ),
        (err: Error) => {
          this.log.warn(
            { err, scope: this.scope },
            'rate limit: counters unavailable, letting the request through',
          );
          for (const callback of callbacks) callback(err);
        },
      )
      .finally(() => {
        const next = this.waiting.get(counter)!;
        if (next.length === 0) this.waiting.delete(counter);
        else {
          this.waiting.set(counter, []);
          this.count(counter, next, timeWindow);
        }
      });
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new SharedRateLimitStore(this.db, this.log, routeScope(routeOptions), this.purge);
  }
}

/** The class the plugin instantiates (it calls `new store(options)`), bound to one database. */
function sharedStoreClass(db: DbOrTx, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  return class extends SharedRateLimitStore {
    constructor() {
      super(db, log);
    }
  };
}

/**
 * Options of @fastify/rate-limit: limits are set per route (`config.rateLimit`). On PostgreSQL,
 * where several processes may serve one database, the counters are shared through it; embedded
 * PGlite is one process, so the plugin's in-memory store is enough (and costs no query).
 */
export function rateLimitOptions(database: Database, log: FastifyBaseLogger): RateLimitPluginOptions {
  if (database.kind === 'pglite') return { global: false };
  return {
    global: false,
    skipOnError: true,
    store: sharedStoreClass(database.db, log.child({ module: 'rate-limit' })),
  };
}
