import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/index';
import { randomDid } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { pageActivities, type ActivitySelection } from './activities.repository';

const HOUR = 3_600_000;

/**
 * A deep page is found through the per-day counts instead of by skipping every newer row: it must
 * hold exactly the rows that skipping would have given, for an organisation (rows for it, by it,
 * both) and a member, over whole days and over a range that starts and ends inside a day.
 */
describe('deep report pages, found through the per-day counts', () => {
  let database: Database;
  const org = randomDid();
  const other = randomDid();
  const member = randomDid();
  const start = Date.parse('2026-10-01T00:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase();
    // 20 days, uneven: some days empty, some busy; rows for the organisation, by it, both, blank.
    const rows = Array.from({ length: 900 }, (_, i) => {
      const day = (i * 7) % 20;
      const at = start + day * 24 * HOUR + ((i * 37) % 24) * HOUR + (i % 60) * 1000;
      const kind = i % 6;
      return {
        did: kind === 0 ? org : kind === 1 ? member : randomDid(),
        orgDid: kind === 2 ? other : kind === 3 ? org : kind === 1 ? org : i % 4 === 0 ? null : org,
        type: i % 13 === 0 ? ' ' : 'SIGN',
        txTimestamp: new Date(at),
      };
    }).filter((row) => ![5, 11].includes(Math.floor((row.txTimestamp.getTime() - start) / (24 * HOUR))));
    await database.db.insert(activities).values(rows);
  });
  afterAll(() => database.close());

  const selections: Array<[string, ActivitySelection]> = [
    ['an organisation, all its rows', { kind: 'org', did: org }],
    ['a member', { kind: 'member', did: member }],
    [
      'an organisation, a range starting and ending inside days',
      {
        kind: 'org',
        did: org,
        from: new Date(start + 2 * 24 * HOUR + 5 * HOUR),
        before: new Date(start + 17 * 24 * HOUR + 7 * HOUR),
      },
    ],
    ['a range ending at midnight', { kind: 'org', did: org, before: new Date(start + 15 * 24 * HOUR) }],
  ];

  it.each(selections)(
    '%s: every page holds what skipping rows would give, and past the end nothing',
    async (_, selection) => {
      const ids = (rows: Array<{ id: number }>) => rows.map((row) => Number(row.id));
      const skipped = async (offset: number) =>
        ids(await pageActivities(database.db, selection, { offset, limit: 10 }, Infinity));
      const counted = async (offset: number) =>
        ids(await pageActivities(database.db, selection, { offset, limit: 10 }, 0));
      const all = await skipped(0).then(async () =>
        ids(await pageActivities(database.db, selection, { offset: 0, limit: 10_000 }, Infinity)),
      );
      expect(all.length).toBeGreaterThan(50);
      for (let offset = 0; offset <= all.length + 10; offset += 7) {
        expect(await counted(offset), `offset ${offset}`).toEqual(await skipped(offset));
      }
      expect(await counted(all.length + 5_000)).toEqual([]);
    },
  );
});
