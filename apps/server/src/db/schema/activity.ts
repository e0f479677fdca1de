import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/** Signing, sealing, verifying… activity of holders and organisations (spec §3 "Activity"). */
export const activities = pgTable(
  'activities',
  {
    // bigint as number on both drivers (PGlite returns numbers, pg strings otherwise).
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    did: text('did').notNull(),
    orgDid: text('org_did'),
    type: text('type').notNull(),
    txTimestamp: timestampTz('tx_timestamp').notNull().defaultNow(),
    filename: text('filename'),
    assertType: text('assert_type'),
    remarks: text('remarks'),
    sealForDid: text('seal_for_did'),
    unsealFromDid: text('unseal_from_did'),
  },
  (t) => [
    // Reports read shown rows only (a blank type is hidden): partial indexes that also carry the
    // other DID let a count be an index-only scan. DESC is NULLS FIRST, as in the queries' ORDER
    // BY: an index in another null order cannot give that order, and every page would sort.
    index('activities_did_time_idx')
      .on(t.did, t.txTimestamp.desc().nullsFirst(), t.id.desc().nullsFirst(), t.orgDid)
      .where(sql`btrim(${t.type}) <> ''`),
    // An organisation's own activities not for itself (the other side of its report): a filter
    // on org_did would fetch every row of its own to drop them.
    index('activities_did_not_own_org_time_idx')
      .on(t.did, t.txTimestamp.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`btrim(${t.type}) <> '' and ${t.orgDid} is distinct from ${t.did}`),
    index('activities_org_time_idx')
      .on(t.orgDid, t.txTimestamp.desc().nullsFirst(), t.id.desc().nullsFirst(), t.did)
      .where(sql`btrim(${t.type}) <> ''`),
  ],
);

/**
 * Shown activities (non-blank type) per subject DID and UTC day, kept by a statement trigger on
 * `activities` (migration 0008) so a report's total needs no scan of the rows: side 1 counts rows
 * whose org_did is the subject, 2 rows whose did is, 3 rows where both are. Activities are
 * append-only: nothing updates or deletes them, which is what keeps these counts true.
 */
export const activityDayCounts = pgTable(
  'activity_day_counts',
  {
    subject: text('subject').notNull(),
    side: smallint('side').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.side, t.day] })],
);
