import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { AUTH_REQUEST_STATUSES, LOGIN_PROTOCOLS } from '@sigil/core';
import { createdAt, oneOf, timestampTz } from './columns';

/** One QR login or signup request of the wallet protocol; single use, short-lived. */
export const authRequests = pgTable(
  'auth_requests',
  {
    txid: text('txid').primaryKey(),
    intent: text('intent').notNull(),
    mode: text('mode'),
    nonce: text('nonce').notNull(),
    /** Who answers: our wallets ('sigil') or a standard wallet through OpenID4VP ('openid4vp'). */
    protocol: text('protocol').notNull().default('sigil'),
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
    oneOf('auth_requests_protocol_ck', t.protocol, LOGIN_PROTOCOLS),
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

/**
 * DIDs that claimed the provider role on the first run, with the setup code the server printed
 * (docs/decisions/0016-first-provider-setup-code.md); beside those PROVIDER_DIDS names.
 */
export const claimedProviders = pgTable('claimed_providers', {
  did: text('did').primaryKey(),
  claimedAt: createdAt(),
});

/** The first run's provider setup code, as its SHA-256: at most one row, gone once claimed. */
export const providerSetupCodes = pgTable('provider_setup_codes', {
  codeHash: text('code_hash').primaryKey(),
  createdAt: createdAt(),
});
