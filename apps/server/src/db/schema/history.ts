import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A person's recent history (GET /v1/users/events): what they did and what happened to them. */
export const userEvents = pgTable(
  'user_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    did: text('did').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_events_did_time_idx').on(t.did, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
