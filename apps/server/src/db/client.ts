import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either it or the database. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | DbTx;

export type NotificationHandler = (payload: string) => void;

/** One database, whichever engine: the app never needs to know which (DESIGN.md §1, §7). */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** NOTIFY channel, payload — delivered to every listening process. */
  notify(channel: string, payload: string): Promise<void>;
  /** LISTEN channel; returns the function that stops listening. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openPglite(location.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, admin command) must not crash the
  // process: the pool drops it and opens a new one on the next query.
  pool.on('error', () => undefined);

  // Listening needs one connection of its own; when it is lost, it is re-opened and every channel
  // listened to again, so revocations and live events keep arriving.
  const handlers = new Map<string, Set<NotificationHandler>>();
  let listener: Promise<pg.PoolClient> | null = null;
  let closed = false;
  const disposed = new WeakSet<pg.PoolClient>();
  /** A listening connection is destroyed, never handed back to the pool, and only once. */
  const dispose = (client: pg.PoolClient) => {
    if (disposed.has(client)) return;
    disposed.add(client);
    client.release(true);
  };

  function listenerClient(): Promise<pg.PoolClient> {
    listener ??= (async () => {
      const client = await pool.connect();
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', () => {
        dispose(client);
        listener = null;
        if (!closed) setTimeout(() => void relisten(), 1000).unref();
      });
      for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return client;
    })();
    return listener;
  }

  async function relisten(): Promise<void> {
    if (closed || handlers.size === 0) return;
    try {
      await listenerClient();
    } catch {
      listener = null;
      setTimeout(() => void relisten(), 1000).unref();
    }
  }

  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
    kind: 'postgres',
    db,
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, handler) => {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await (await listenerClient()).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      closed = true;
      const client = await listener?.catch(() => null);
      if (client) dispose(client);
      listener = null;
      await pool.end();
    },
  };
}
