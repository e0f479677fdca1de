import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { openPooledPglite } from './pglite-pool';
import type {} from './provided-context';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when DATABASE_URL is set
 * (the PostgreSQL pass of CI) — a new database on that server, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) {
    // A copy of the run's migrated database (test/global-setup.ts), when there is one; the
    // benchmarks (bench/, outside Vitest) migrate their own.
    // Closed, it is emptied and serves the worker's next file (test/pglite-pool.ts).
    const fromDump = process.env.VITEST ? inject('migratedPgliteDump') : undefined;
    return openPooledPglite(fromDump);
  }
  const [database] = await openSharedTestDatabases(1);
  return database!;
}

/**
 * Several connections to one fresh PostgreSQL database, as several server processes would have
 * (needs DATABASE_URL). Each may name itself, as `application_name` in pg_stat_activity, so a
 * test can end one process's connections only. The database is dropped when the last one closes.
 */
export async function openSharedTestDatabases(count: number, names: string[] = []): Promise<Database[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('openSharedTestDatabases needs DATABASE_URL (a PostgreSQL server)');
  const scratch = await createScratchDatabase(serverUrl, 'sigil_test');
  let open = count;
  const dropWhenLastCloses = async () => {
    if (--open === 0) await scratch.drop();
  };
  const databases: Database[] = [];
  for (let i = 0; i < count; i++) {
    const url = new URL(scratch.url);
    url.searchParams.set('application_name', names[i] ?? `sigil-test-${i}`);
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    if (i === 0) await migrateDatabase(database);
    let closed = false;
    databases.push({
      ...database,
      close: async () => {
        if (closed) return;
        closed = true;
        // Dropped even when closing fails (a test that ended the connections itself).
        try {
          await database.close();
        } finally {
          await dropWhenLastCloses();
        }
      },
    });
  }
  return databases;
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` names, under a random name starting
 * with `prefix`: its URL, and `drop` to remove it (whoever is still connected).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** A statement on the server's maintenance database (CREATE/DROP DATABASE, terminating backends). */
export async function adminQuery(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
