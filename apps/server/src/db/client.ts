import type { Readable } from 'node:stream';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPgliteWorker } from './pglite-worker-client';
import { openPostgres } from './postgres';
import type * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either it or the database. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | DbTx;

/** A built query (a Drizzle select), as text and parameters. */
export interface SqlQuery {
  toSQL(): { sql: string; params: unknown[] };
}

export type NotificationHandler = (payload: string) => void;
/** Called when a lost LISTEN connection listens again, with the time it was lost. */
export type ListenResumedHandler = (lostAt: Date) => void;

/**
 * One database, whichever engine: the app never needs to know which
 * (docs/architecture.md, Data access).
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** NOTIFY channel, payload — delivered to every listening process. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN channel; returns the function that stops listening. Notifications sent while the
   * listening connection was down are lost: `onResumed` hears when it listens again.
   */
  listen(
    channel: string,
    handler: NotificationHandler,
    onResumed?: ListenResumedHandler,
  ): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /** What the server's metrics and readiness read of the connection, now (no query). */
  stats(): DatabaseStats;
  /**
   * PostgreSQL only: `COPY (query) TO STDOUT` as a stream, on a connection of its own that goes
   * back to the pool when the stream ends or is destroyed. Its parameters are
   * written into the text as literals (COPY takes none): pass only validated values.
   */
  copyTo?(query: SqlQuery): Promise<Readable>;
  /**
   * PGlite on disk only: copies the database's folder to `to` as of one moment (other queries wait
   * meanwhile: a file copy, under a second for 400 MB). A PGlite opened on the copy recovers it
   * from its WAL, as after a crash. `db:export` dumps such a copy in its own process (db/transfer).
   */
  copyFiles?(to: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseStats {
  /** Whether notifications arrive: the LISTEN connection (PostgreSQL) or the worker thread (PGlite) is up. */
  listening: boolean;
  /** Queries waiting: for a pool connection (PostgreSQL), or in the worker's queue (PGlite). */
  waiting: number;
  /** PostgreSQL: the pool's open and idle connections. */
  connections?: { open: number; idle: number };
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  /** dataDir null: in memory; fromDump: start as a copy of a PGlite `dumpDataDir` file (tests do). */
  | { kind: 'pglite'; dataDir: string | null; fromDump?: string };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  // PGlite runs PostgreSQL on the thread that calls it: a thread of its own keeps HTTP responsive.
  return location.kind === 'postgres'
    ? openPostgres(location.url)
    : openPgliteWorker(location.dataDir, location.fromDump);
}
