import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMigratedPglite } from './migrated-pglite';
import type {} from './provided-context';
import { buildServerBundle } from './server-bundle';

/**
 * Creating and migrating an embedded database takes seconds (PGlite runs initdb each time); a copy
 * of a migrated one loads in well under one. So the run migrates one, and every test file's
 * database starts from its dump (test-database.ts). It also bundles the server for the tests that
 * start it (server-bundle.ts). The PostgreSQL pass needs neither: it makes its databases on the
 * server, and leaves the lifecycle tests out (vitest.config.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const bundle = buildServerBundle();
  project.provide('serverBundle', bundle.main);
  const dir = await mkdtemp(path.join(tmpdir(), 'sigil-test-pglite-'));
  const pglite = await openMigratedPglite();
  try {
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    project.provide('migratedPgliteDump', file);
  } finally {
    await pglite.close();
  }
  return async () => {
    bundle.remove();
    await rm(dir, { recursive: true, force: true });
  };
}
