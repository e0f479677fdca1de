import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SEEDED_MEMBERSHIP_ROLES } from '@sigil/core';
import type { Database, Schema } from './client';
import { membershipRoles } from './schema/index';

/** apps/server/drizzle, from src/db (tests, tsx) and from dist (bundled) alike. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromSource = path.resolve(here, '../../drizzle');
  const fromBundle = path.resolve(here, '../drizzle');
  return here.endsWith(`${path.sep}dist`) ? fromBundle : fromSource;
}

/** Applies pending drizzle-kit migrations, then seeds the reference data (idempotent). */
export async function migrateDatabase(database: Pick<Database, 'kind' | 'db'>): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  else await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  await seedReferenceData(database);
}

/** The reference data every database starts with (the membership roles); idempotent. */
export async function seedReferenceData(database: Pick<Database, 'db'>): Promise<void> {
  await database.db
    .insert(membershipRoles)
    .values(SEEDED_MEMBERSHIP_ROLES.map((role) => ({ ...role, paramType: 'MembershipRole' })))
    .onConflictDoNothing();
}
