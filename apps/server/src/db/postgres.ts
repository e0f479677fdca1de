import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db, ListenResumedHandler, NotificationHandler, SqlQuery } from './client';
import { CopyOutStream, pgSocket } from './copy-out';
import * as schema from './schema/index';

export const POOL_SIZE = 10;
const RELISTEN_DELAY_MS = 1000;

/**
 * A pool whose connections may be ended by the server at any moment (restart, failover,
 * `pg_terminate_backend`, `idle_in_transaction_session_timeout`) without taking the process down:
 * the query in flight fails (the API answers 503), the connection leaves the pool, a new one is
 * opened on the next query.
 */
function resilientPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, stream: pgSocket });
  // An idle connection that fails: the pool has already dropped it.
  pool.on('error', () => undefined);

  // A checked-out connection (a transaction) that fails has no listener of pg-pool's: without one
  // of ours its 'error' event would be an uncaught exception. It is handed back to the pool with
  // the error, which removes it — even when the failure hit `begin`, where Drizzle's transaction
  // never releases the client itself. Its later release by Drizzle is then a no-op.
  const releaseOnError = new WeakMap<pg.PoolClient, (error: Error) => void>();
  pool.on('connect', (client) => {
    client.on('error', (error) => releaseOnError.get(client)?.(error));
  });
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = ((callback?: unknown) => {
    if (callback) return (connect as (cb: unknown) => void)(callback);
    return connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        releaseOnError.delete(client);
        release(error);
      };
      client.release = releaseOnce;
      releaseOnError.set(client, releaseOnce);
      return client;
    });
  }) as typeof pool.connect;
  return pool;
}

/**
 * LISTEN needs a connection of its own, outside the pool. When the server ends it, it is opened
 * again and every channel listened to anew; then each listener hears that it resumed, with the
 * time the connection was lost, so it can catch up on what was announced in between.
 */
class Listener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly resumedHandlers = new Set<ListenResumedHandler>();
  private client: Promise<pg.Client> | null = null;
  private closed = false;
  /** Whether the LISTEN connection is up (false from its loss until it listens again). */
  connected = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, handler: NotificationHandler, onResumed?: ListenResumedHandler) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await (await this.connection()).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    if (onResumed) this.resumedHandlers.add(onResumed);
    return async () => {
      set.delete(handler);
      if (onResumed) this.resumedHandlers.delete(onResumed);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => null);
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    this.client ??= this.open().catch((error: unknown) => {
      this.client = null;
      throw error;
    });
    return this.client;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    let lost = false;
    client.on('error', () => {
      if (lost) return;
      lost = true;
      this.connected = false;
      this.client = null;
      void client.end().catch(() => undefined);
      this.relistenLater(new Date());
    });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.connected = true;
    return client;
  }

  private relistenLater(lostAt: Date): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.connection().then(
        () => {
          for (const resumed of this.resumedHandlers) resumed(lostAt);
        },
        () => this.relistenLater(lostAt),
      );
    }, RELISTEN_DELAY_MS).unref();
  }
}

/** A query's text with its parameters written in as escaped literals. */
function withLiterals(query: SqlQuery): string {
  const { sql: text, params } = query.toSQL();
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    return pg.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = resilientPool(url);
  const listener = new Listener(url);
  const db = drizzle(pool, { schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
    kind: 'postgres',
    db,
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, handler, onResumed) => listener.listen(channel, handler, onResumed),
    ping: async () => {
      await pool.query('select 1');
    },
    stats: () => ({
      listening: listener.connected,
      waiting: pool.waitingCount,
      connections: { open: pool.totalCount, idle: pool.idleCount },
    }),
    copyTo: async (query) => {
      const client = await pool.connect();
      const text = `COPY (${withLiterals(query)}) TO STDOUT WITH (FORMAT csv, HEADER)`;
      return new CopyOutStream(client, text, (error) => client.release(error));
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
