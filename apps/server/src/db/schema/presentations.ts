import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUTH_REQUEST_STATUSES } from '@sigil/core';
import { createdAt, oneOf, timestampTz } from './columns';
import { organisations } from './organisations';

/**
 * One "Verify a person" request (OpenID4VP): asked by an organisation's Admin or UserAdmin, answered
 * once by a holder's wallet with a presentation, whose verification the console reads once.
 */
export const presentationRequests = pgTable(
  'presentation_requests',
  {
    txid: text('txid').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    requestedByDid: text('requested_by_did').notNull(),
    nonce: text('nonce').notNull(),
    pollSecretHash: text('poll_secret_hash').notNull(),
    /** PENDING → COMPLETED (a presentation was checked) | REJECTED (declined, unreadable) | EXPIRED */
    status: text('status').notNull().default('PENDING'),
    /** What the registry found (TPresentationVerification), or why there is nothing to show. */
    result: jsonb('result'),
    expiresAt: timestampTz('expires_at').notNull(),
    answeredAt: timestampTz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [oneOf('presentation_requests_status_ck', t.status, AUTH_REQUEST_STATUSES)],
);
