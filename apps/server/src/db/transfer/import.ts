import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '../../config';
import { sessionKeyThumbprint } from '../../lib/keys';
import { masterKeyFingerprint, readMasterKey } from '../../lib/org-keys';
import { openDatabase } from '../client';
import { databaseLocation } from '../location';
import { migrateDatabase } from '../migrate';
import { holdDataDir } from './data-dir-hold';
import { forTarget, readDumpKeys, statementBatches } from './dump-format';
import { clientToolMissing, libpqArgs } from './libpq';

/** A refusal: the target database is as it was. */
export class ImportRefused extends Error {}

export interface ImportOptions {
  /** Drop what the target holds first (without it a target with tables is refused). */
  replace?: boolean;
}

export interface ImportResult {
  /** What the operator should know but that did not stop the import. */
  warnings: string[];
}

const COUNT_TABLES = `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`;
const KNOWN_SETTINGS = 'select name from pg_settings';
const DROP_ALL =
  'DROP SCHEMA IF EXISTS "drizzle" CASCADE; DROP SCHEMA IF EXISTS "public" CASCADE; CREATE SCHEMA "public";';

/**
 * `npm run db:import -- FILE [--replace]` (docs/operations.md, Backup and restore): restores a
 * `db:export` (or any pg_dump plain SQL) into the configured database in one transaction, then
 * applies the migrations newer than the dump. Refused, with nothing changed, when this
 * configuration's master key is not the one the dump's organisation keys need, or when the
 * target has tables and `replace` is not given.
 */
export async function importDatabase(
  config: AppConfig,
  file: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const text = await readFile(file, 'utf8');
  if (!text.includes('-- PostgreSQL database dump'))
    throw new ImportRefused(`${file} is not a dump of pg_dump's plain SQL format.`);
  const warnings = await checkKeys(config, text);
  const location = databaseLocation(config);
  if (location.kind === 'postgres') await restoreIntoPostgres(location.url, text, options);
  else await restoreIntoPglite(config.dataDir, location.dataDir!, text, options);
  const database = await openDatabase(location);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return { warnings };
}

async function checkKeys(config: AppConfig, text: string): Promise<string[]> {
  const needed = readDumpKeys(text);
  const masterKey = readMasterKey(config.dataDir, config.masterKey);
  const fingerprint = masterKey && masterKeyFingerprint(masterKey);
  if (needed.masterKey && needed.masterKey !== fingerprint) {
    throw new ImportRefused(
      `The dump's organisation keys need the master key ${needed.masterKey}; this configuration has ` +
        `${fingerprint ? `the key ${fingerprint}` : 'no master key'}. Copy DATA_DIR/keys/master.key from the ` +
        'exporting server, or set MASTER_KEY to its key, then import again. Nothing was imported.',
    );
  }
  const sessionKey = await sessionKeyThumbprint(config.dataDir, config.sessionPrivateKey);
  if (!needed.sessionKey || needed.sessionKey === sessionKey) return [];
  return [
    "The session key is not the exporting server's: sessions it signed will not be accepted, so people log in again. " +
      'To keep them, use its key (DATA_DIR/keys/session-key.jwk or SESSION_PRIVATE_KEY).',
  ];
}

function refusedNotEmpty(tables: number): ImportRefused {
  return new ImportRefused(
    `The target database already has ${tables} tables. Import into an empty database, or pass --replace to drop what it holds first. Nothing was imported.`,
  );
}

async function restoreIntoPglite(
  dataDir: string,
  pgliteDir: string,
  text: string,
  { replace }: ImportOptions,
): Promise<void> {
  const hold = await holdDataDir(dataDir); // refused while a server has the database open
  try {
    const db = await PGlite.create(pgliteDir);
    try {
      const tables = (await db.query<{ n: number }>(COUNT_TABLES)).rows[0]!.n;
      if (tables > 0 && !replace) throw refusedNotEmpty(tables);
      const settings = new Set(
        (await db.query<{ name: string }>(KNOWN_SETTINGS)).rows.map((row) => row.name),
      );
      await db.transaction(async (tx) => {
        if (tables > 0) await tx.exec(DROP_ALL);
        for (const batch of statementBatches(forTarget(text, settings, { psql: false })))
          await tx.exec(batch);
      });
    } catch (error) {
      throw error instanceof ImportRefused
        ? error
        : new Error(`The dump did not restore (nothing was imported): ${(error as Error).message}`);
    } finally {
      await db.close();
    }
  } finally {
    await hold.release();
  }
}

async function restoreIntoPostgres(
  databaseUrl: string,
  text: string,
  { replace }: ImportOptions,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables: number;
  let settings: Set<string>;
  try {
    tables = (await client.query<{ n: number }>(COUNT_TABLES)).rows[0]!.n;
    settings = new Set((await client.query<{ name: string }>(KNOWN_SETTINGS)).rows.map((row) => row.name));
  } finally {
    await client.end();
  }
  if (tables > 0 && !replace) throw refusedNotEmpty(tables);
  const script = (tables > 0 ? `${DROP_ALL}\n` : '') + forTarget(text, settings, { psql: true });
  await runPsql(databaseUrl, script);
}

/** psql runs the script as one transaction and stops at the first error (nothing is then kept). */
async function runPsql(databaseUrl: string, script: string): Promise<void> {
  const { dbname, env } = libpqArgs(databaseUrl);
  const child = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '--dbname', dbname],
    {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? clientToolMissing('psql') : error),
    );
    child.once('close', (exit) => resolve(exit ?? 1));
    child.stdin.on('error', () => undefined); // psql stopped early: its stderr says why
    child.stdin.end(script);
  });
  if (code !== 0) throw new Error(`The dump did not restore (nothing was imported): ${stderr.trim()}`);
}
