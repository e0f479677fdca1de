import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createOrganisation } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import type { DbOrTx } from './client';
import { MAX_SHAPES, runPrepared } from './prepared';
import { activities, organisations } from './schema/index';

/** A database handle whose statements count how often they were built, and answer their values. */
function countingDb() {
  const builds = new Map<string, number>();
  const db = {} as DbOrTx;
  const run = (shape: string) =>
    runPrepared(
      db,
      shape,
      () => {
        builds.set(shape, (builds.get(shape) ?? 0) + 1);
        return {
          prepare: () => ({ execute: (values?: Record<string, unknown>) => Promise.resolve(values) }),
        };
      },
      { shape },
    );
  return { builds, run };
}

describe('statements built once per shape', () => {
  it('builds a shape once and runs it with each call’s values', async () => {
    const { builds, run } = countingDb();
    expect(await run('a')).toEqual({ shape: 'a' });
    await run('a');
    await run('b');
    expect(Object.fromEntries(builds)).toEqual({ a: 1, b: 1 });
  });

  it('keeps a shape in use while more shapes than it holds come and go', async () => {
    const { builds, run } = countingDb();
    for (let i = 0; i < MAX_SHAPES * 2; i++) {
      await run('hot');
      await run(`filter of ${i} DIDs`);
    }
    expect(builds.get('hot')).toBe(1);
    // The oldest of the others went, and is built again when asked.
    await run('filter of 0 DIDs');
    expect(builds.get('filter of 0 DIDs')).toBe(2);
  });
});

describe('rows mapped once per statement', () => {
  it('gives the rows Drizzle’s own mapping gives: columns, decoded timestamps, SQL with a decoder, nulls', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const organisation = await createOrganisation(db, { businessName: 'Mapped Ltd' });
      await createActivity(db, { did: organisation.did, orgDid: organisation.did, filename: null });
      await createActivity(db, { did: organisation.did, orgDid: null, filename: 'contract.pdf' });
      const build = (db: DbOrTx) =>
        db
          .select({
            id: activities.id,
            when: activities.txTimestamp,
            file: activities.filename,
            orgName: organisations.businessName,
            day: sql`${activities.txTimestamp}`.mapWith(activities.txTimestamp),
            count: sql<number>`1 + ${sql.placeholder('one')}::int`.mapWith(Number),
            named: sql<string>`'x'`.as('named'),
          })
          .from(activities)
          .leftJoin(organisations, eq(organisations.did, activities.orgDid))
          .orderBy(activities.id);
      const drizzles = await build(db).prepare('').execute({ one: 1 });
      const ours = await runPrepared(db, 'mapped rows', build, { one: 1 });
      expect(ours).toStrictEqual(drizzles);
      expect(ours[0]!.when).toBeInstanceOf(Date);
      expect(ours.map((row) => [row.orgName, row.file, row.count])).toEqual([
        ['Mapped Ltd', null, 2],
        [null, 'contract.pdf', 2],
      ]);
    } finally {
      await database.close();
    }
  });
});
