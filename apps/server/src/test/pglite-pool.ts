import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase, seedReferenceData } from '../db/migrate';

/**
 * The test files' embedded databases, used again. Opening a copy of the migrated database costs
 * about 1.6 s of CPU (a thread, PostgreSQL in WASM, 42 MB of data files); emptying one costs a few
 * hundredths. A test file's database goes back here when it is closed, emptied to the state of a
 * fresh copy, and the next file of the same worker (files of a worker share their modules) gets
 * it. One that a test changed beyond its rows (a table, a trigger, a function, a temporary object
 * or a migration of its own), left listening, or could not empty is closed for good instead.
 */
const idle: Database[] = [];
/** A fresh copy's schema (see `shapeOf`) and its tables, read from the first one opened. */
let fresh: { shape: string; tables: string } | undefined;

export async function openPooledPglite(fromDump: string | undefined): Promise<Database> {
  const reused = idle.pop();
  if (reused) return lease(reused);
  const database = await openDatabase({ kind: 'pglite', dataDir: null, fromDump });
  if (!fromDump) await migrateDatabase(database);
  fresh ??= {
    shape: await shapeOf(database),
    tables: await firstValue<string>(
      database,
      `SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') FROM pg_tables WHERE schemaname = 'public'`,
    ),
  };
  return lease(database);
}

/**
 * The database for one file. `close` gives it back (or closes it); after that its queries are
 * refused, as a closed database's are. `listen` is counted: one left listening is not given back.
 */
function lease(database: Database): Database {
  let listening = 0;
  let closed = false;
  const refuseWhenClosed = <T extends object>(target: T): T =>
    new Proxy(target, {
      get: (object, property) => {
        if (closed) throw new Error('The database is closed');
        const value = Reflect.get(object, property) as unknown;
        // Called on the object itself, whose private fields a proxy would not have.
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return {
    ...database,
    db: refuseWhenClosed(database.db),
    notify: async (channel, payload) => refuseWhenClosed(database).notify(channel, payload),
    ping: async () => refuseWhenClosed(database).ping(),
    listen: async (channel, handler, onResumed) => {
      const stop = await refuseWhenClosed(database).listen(channel, handler, onResumed);
      listening += 1;
      let stopped = false;
      return async () => {
        if (!stopped) listening -= 1;
        stopped = true;
        await stop();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (listening === 0 && (await emptied(database))) idle.push(database);
      else await database.close();
    },
  };
}

/** Back to a fresh copy's state: its session reset, every row gone, the reference data seeded. */
async function emptied(database: Database): Promise<boolean> {
  try {
    // DISCARD ALL: settings, prepared statements, LISTENs, advisory locks, temporary tables.
    await database.db.execute(sql.raw('DISCARD ALL'));
    // A table a test added is not emptied here, but changes the shape: that database is not reused.
    await database.db.execute(sql.raw(`TRUNCATE ${fresh!.tables} RESTART IDENTITY CASCADE`));
    await seedReferenceData(database);
    return (await shapeOf(database)) === fresh!.shape;
  } catch {
    return false;
  }
}

/** A digest of everything but the rows: relations, columns, constraints, triggers, functions, schemas, roles, migrations. */
async function shapeOf(database: Database): Promise<string> {
  return firstValue<string>(
    database,
    `
      SELECT md5(string_agg(item, ',' ORDER BY item)) FROM (
        SELECT 'rel:' || n.nspname || '.' || c.relname || ':' || c.relkind::text AS item
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
        UNION ALL SELECT 'col:' || a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::regtype::text || ':' || a.attnotnull::text
          FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND a.attnum > 0 AND NOT a.attisdropped
        UNION ALL SELECT 'con:' || conrelid::regclass::text || '.' || conname FROM pg_constraint
        UNION ALL SELECT 'trg:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text FROM pg_trigger
        UNION ALL SELECT 'fn:' || p.oid::regprocedure::text
          FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
        UNION ALL SELECT 'ns:' || nspname FROM pg_namespace
        UNION ALL SELECT 'role:' || rolname FROM pg_roles
        UNION ALL SELECT 'ext:' || extname FROM pg_extension
        UNION ALL SELECT 'migrations:' || count(*)::text FROM drizzle.__drizzle_migrations
      ) AS items
    `,
  );
}

async function firstValue<T>(database: Database, statement: string): Promise<T> {
  const result = (await database.db.execute(sql.raw(statement))) as { rows: Array<Record<string, T>> };
  return Object.values(result.rows[0]!)[0]!;
}
