import { openDatabase, type Db, type DatabaseLocation } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { seedActivities } from '../apps/server/src/tools/seed-activities';

/**
 * The benches' data: a migrated database at `location` where `prepare` adds the bench's own rows
 * (what it returns is `prepared`), then `rows` activities from `npm run seed:activities`' generator,
 * always with the same options so that the benches' figures compare.
 */
export async function seedGeneratedActivities<T = void>(
  location: DatabaseLocation,
  rows: number,
  prepare?: (db: Db) => Promise<T>,
): Promise<{ prepared: T; seeded: Awaited<ReturnType<typeof seedActivities>> }> {
  const setup = await openDatabase(location);
  let prepared: T;
  try {
    await migrateDatabase(setup);
    prepared = (await prepare?.(setup.db)) as T;
  } finally {
    await setup.close();
  }
  const seeded = await seedActivities(location, {
    rows,
    orgs: 20,
    holders: 1000,
    days: 365,
    seed: 7,
    didMethod: 'sigil',
  });
  return { prepared, seeded };
}
