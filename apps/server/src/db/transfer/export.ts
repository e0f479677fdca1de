import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../../config';
import { sessionKeyThumbprint } from '../../lib/keys';
import { masterKeyFingerprint, readMasterKey } from '../../lib/org-keys';
import { databaseLocation } from '../location';
import { copyThroughServer, holdDataDir, isHeld } from './data-dir-hold';
import { dumpHeader, dumpPglite, PG_DUMP_ARGS, type DumpKeys } from './dump-format';
import { removeLeftovers, type Leftovers } from './leftovers';
import { clientToolMissing, libpqArgs } from './libpq';

export interface ExportResult {
  file: string;
  bytes: number;
  keys: DumpKeys;
  /** What exports stopped before they ended had left in the folder (leftovers.ts). */
  leftovers: Leftovers;
}

/**
 * `npm run db:export -- FILE` (docs/operations.md, Backup and restore): the configured database as
 * pg_dump's plain SQL, one snapshot, while the server runs. The file appears under its name only
 * when complete: it is written beside it under another name, synced, then renamed.
 * A running server on the embedded database copies its files beside the file (`FILE.partial-<pid>.d`),
 * and this process opens and dumps the copy: the server's requests wait for the copy only.
 */
export async function exportDatabase(config: AppConfig, file: string): Promise<ExportResult> {
  const location = databaseLocation(config);
  const masterKey = readMasterKey(config.dataDir, config.masterKey);
  const keys: DumpKeys = {
    masterKey: masterKey && masterKeyFingerprint(masterKey),
    sessionKey: await sessionKeyThumbprint(config.dataDir, config.sessionPrivateKey),
  };
  const target = path.resolve(file);
  const partial = `${target}.partial-${process.pid}`;
  if (!existsSync(path.dirname(target)))
    throw new Error(`There is no folder ${path.dirname(target)} to write ${target} in.`);
  const leftovers = await removeLeftovers(target);
  // Owner only: the dump holds the organisation keys (encrypted) and everyone's data.
  const out = await open(partial, 'wx', 0o600);
  try {
    if (location.kind === 'postgres') {
      await out.write(dumpHeader('a PostgreSQL server', keys));
      await pgDumpInto(out, location.url);
    } else {
      await out.write(dumpHeader('the embedded database (PGlite)', keys));
      await out.write(await dumpEmbedded(config.dataDir, location.dataDir!, `${partial}.d`));
    }
    await out.sync();
    const { size } = await out.stat();
    await out.close();
    await rename(partial, target);
    return { file: target, bytes: size, keys, leftovers };
  } catch (error) {
    await out.close().catch(() => undefined);
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

/**
 * From a copy the running server makes in `scratch` (removed after) when there is a server; else
 * this process opens the database itself.
 */
async function dumpEmbedded(dataDir: string, pgliteDir: string, scratch: string): Promise<string> {
  if (await isHeld(dataDir)) {
    await mkdir(scratch, { mode: 0o700 });
    try {
      const copy = path.join(scratch, 'pglite');
      // False when the server stopped since it answered: then this process opens the files.
      if (await copyThroughServer(dataDir, copy)) return await dumpOf(await PGlite.create(copy));
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  if (!existsSync(pgliteDir)) throw new Error(`There is no embedded database in ${pgliteDir} to export.`);
  const hold = await holdDataDir(dataDir);
  try {
    return await dumpOf(await PGlite.create(pgliteDir));
  } finally {
    await hold.release();
  }
}

async function dumpOf(pg: PGlite): Promise<string> {
  try {
    return await dumpPglite(pg);
  } finally {
    await pg.close();
  }
}

async function pgDumpInto(out: FileHandle, databaseUrl: string): Promise<void> {
  const { dbname, env } = libpqArgs(databaseUrl);
  const child = spawn('pg_dump', [...PG_DUMP_ARGS, '--dbname', dbname], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? clientToolMissing('pg_dump') : error),
    );
    child.once('close', (code) => resolve(code ?? 1));
  });
  const written = (async () => {
    for await (const chunk of child.stdout) await out.write(chunk as Buffer);
  })();
  const [code] = await Promise.all([exited, written]);
  if (code !== 0) throw new Error(`pg_dump failed: ${stderr.trim()}`);
}
