import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { AUTH_REQUEST_STATUSES } from '@sigil/core';
import { createdAt, oneOf, timestampTz } from './columns';

/** One QR login or signup request of the wallet protocol; single use, short-lived. */
export const authRequests = pgTable(
  'auth_requests',
  {
    txid: text('txid').primaryKey(),
    intent: text('intent').notNull(),
    mode: text('mode'),
    nonce: text('nonce').notNull(),
    pollSecretHash: text('poll_secret_hash').notNull(),
    /** PENDING → COMPLETED | REJECTED | EXPIRED */
    status: text('status').notNull().default('PENDING'),
    /** orgsignup: the seven signup fields. */
    params: jsonb('params'),
    answeredByDid: text('answered_by_did'),
    /** What the console receives once on completion (token, profile). Cleared when consumed. */
    result: jsonb('result'),
    expiresAt: timestampTz('expires_at').notNull(),
    answeredAt: timestampTz('answered_at'),
    consumedAt: timestampTz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_requests_expires_at_idx').on(t.expiresAt),
    oneOf('auth_requests_status_ck', t.status, AUTH_REQUEST_STATUSES),
  ],
);

/** Session tokens revoked before their expiry (logout). Rows past expires_at can be purged. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestampTz('expires_at').notNull(),
  revokedAt: createdAt(),
});

/** Wallet token request ids already used (replay protection), kept until they expire. */
export const usedWalletJtis = pgTable('used_wallet_jtis', {
  jti: text('jti').primaryKey(),
  expiresAt: timestampTz('expires_at').notNull(),
});
