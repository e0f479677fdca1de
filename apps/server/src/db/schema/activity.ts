import { bigserial, index, jsonb, pgTable, text, boolean, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

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
    index('activities_did_time_idx').on(t.did, t.txTimestamp.desc(), t.id.desc()),
    index('activities_org_time_idx').on(t.orgDid, t.txTimestamp.desc(), t.id.desc()),
  ],
);

/** Notifications shown to a DID (spec §3 "notifications (each with a seen flag)"). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientDid: text('recipient_did').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientDid, t.createdAt)],
);
