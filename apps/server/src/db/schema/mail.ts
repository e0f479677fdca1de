import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '@sigil/core';
import { createdAt, id, oneOf, timestampTz } from './columns';

/** Outgoing e-mail, written in the same transaction as the change that causes it, sent by a loop. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** PENDING → SENT; a failure stays PENDING with a later next_attempt_at, FAILED after the last try. */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    oneOf('mail_outbox_status_ck', t.status, MAIL_STATUSES),
  ],
);
