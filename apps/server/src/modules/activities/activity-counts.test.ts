import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/index';
import { randomDid } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { startOfDayIn, startOfNextDayIn } from '../../lib/zoned-days';
import { countActivities, type ActivitySelection } from './activities.repository';

/**
 * A report's total is read from per-day counts kept by a trigger, with the part days at a range's
 * ends counted from the rows, or as the whole day less the rest of it: it must equal a count of the
 * rows themselves, whatever the range, time zone or shape of the inserts.
 */
describe('report totals from the per-day counts', () => {
  let database: Database;
  const org = randomDid();
  const otherOrg = randomDid();
  const holders = [randomDid(), randomDid(), randomDid()];
  const rows: Array<{ did: string; orgDid: string | null; type: string; txTimestamp: Date }> = [];
  const now = Date.UTC(2026, 10, 20, 12, 0, 0);

  beforeAll(async () => {
    database = await openTestDatabase();
    // A fixed pseudo-random spread over ten days, minutes apart, so every day has part-day edges.
    let state = 42;
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const dids = [org, otherOrg, ...holders];
    for (let i = 0; i < 400; i++) {
      const did = dids[Math.floor(random() * dids.length)]!;
      const orgDid = random() < 0.3 ? null : random() < 0.7 ? org : otherOrg;
      const type = random() < 0.05 ? '  ' : ['SIGN', 'SEAL', 'VERIFY'][Math.floor(random() * 3)]!;
      rows.push({ did, orgDid, type, txTimestamp: new Date(now - Math.floor(random() * 10 * 86_400_000)) });
    }
    // Many rows in one statement and single-row statements both go through the trigger.
    await database.db.insert(activities).values(rows.slice(0, 300));
    for (const row of rows.slice(300)) await database.db.insert(activities).values(row);
  });
  afterAll(() => database?.close());

  const expected = (selection: ActivitySelection) =>
    rows.filter((row) => {
      if (!row.type.trim()) return false;
      if (selection.from && row.txTimestamp < selection.from) return false;
      if (selection.before && row.txTimestamp >= selection.before) return false;
      if (selection.kind === 'member') return row.did === selection.did;
      return row.orgDid === selection.did || (row.did === selection.did && row.orgDid !== selection.did);
    }).length;

  it('equals the rows counted one by one, for every range, time zone and side', async () => {
    const ranges: Array<Pick<ActivitySelection, 'from' | 'before'>> = [{}];
    for (const timeZone of [
      'UTC',
      'Europe/Berlin',
      'Asia/Kolkata',
      'America/Los_Angeles',
      'Pacific/Chatham',
    ]) {
      for (const [first, last] of [
        ['2026-11-12', '2026-11-18'],
        ['2026-11-15', '2026-11-15'],
        ['2026-11-10', '2026-11-20'],
      ]) {
        ranges.push({ from: startOfDayIn(first!, timeZone), before: startOfNextDayIn(last!, timeZone) });
        ranges.push({ from: startOfDayIn(first!, timeZone) });
        ranges.push({ before: startOfNextDayIn(last!, timeZone) });
      }
    }
    let checked = 0;
    for (const subject of [
      { kind: 'org' as const, did: org },
      { kind: 'org' as const, did: otherOrg },
      { kind: 'member' as const, did: holders[0]! },
    ]) {
      for (const range of ranges) {
        const selection = { ...subject, ...range };
        expect(await countActivities(database.db, selection), JSON.stringify(selection)).toBe(
          expected(selection),
        );
        checked += expected(selection) > 0 ? 1 : 0;
      }
    }
    expect(checked).toBeGreaterThan(50); // the ranges did hold rows
  });

  it('narrowed by names, still equals the rows (those are counted from the rows)', async () => {
    const selection: ActivitySelection = { kind: 'org', did: org, dids: [holders[1]!] };
    const count = rows.filter(
      (row) => row.type.trim() && row.orgDid === org && row.did === holders[1],
    ).length;
    expect(count).toBeGreaterThan(0);
    expect(await countActivities(database.db, selection)).toBe(count);
  });
});
