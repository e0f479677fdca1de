import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** What happened to a person that they should see; stored so the bell survives a reload. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientDid: text('recipient_did').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** The sender's avatar, when the notification comes from someone who has one. */
    picture: text('picture'),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_time_idx').on(
      t.recipientDid,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_recipient_unseen_idx')
      .on(t.recipientDid)
      .where(sql`not ${t.seen}`),
  ],
);
