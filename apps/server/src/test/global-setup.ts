import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMigratedPglite } from './migrated-pglite';
import type {} from './provided-context';

/**
 * Creating and migrating an embedded database takes seconds (PGlite runs initdb each time); a copy
 * of a migrated one loads in well under one. So the run migrates one, and every test file's
 * database starts from its dump (test-database.ts). Not for the PostgreSQL pass.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const dir = await mkdtemp(path.join(tmpdir(), 'sigil-test-pglite-'));
  const pglite = await openMigratedPglite();
  try {
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    project.provide('migratedPgliteDump', file);
  } finally {
    await pglite.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
