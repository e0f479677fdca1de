import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateDatabase } from '../db/migrate';
import * as schema from '../db/schema/index';

/**
 * An embedded database on the calling thread, migrated: in memory, or on disk at `dataDir`. For the
 * test runs' global setups, which make one and let every test start from a copy. Close it when done.
 */
export async function openMigratedPglite(dataDir?: string): Promise<PGlite> {
  const pglite = await PGlite.create(dataDir);
  try {
    await migrateDatabase({ kind: 'pglite', db: drizzle(pglite, { schema }) });
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return pglite;
}
