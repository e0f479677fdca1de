import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestampTz } from './columns';
import { endorsements } from './endorsements';

export const CREDENTIAL_OFFER_STATUSES = ['OFFERED', 'TOKEN_ISSUED', 'ISSUED', 'EXPIRED'] as const;

/**
 * One offer of an endorsement to a standard wallet (OpenID4VCI, pre-authorized code flow). Its
 * secrets are kept hashed: the pre-authorized code, the transaction code the holder types, the
 * access token the wallet gets for them. Used once: OFFERED → TOKEN_ISSUED → ISSUED.
 */
export const credentialOffers = pgTable(
  'credential_offers',
  {
    id: id(),
    endorsementId: uuid('endorsement_id')
      .notNull()
      .references(() => endorsements.id),
    /** The DID the credential is bound to: the holder who asked for the offer. */
    holderDid: text('holder_did').notNull(),
    preAuthorizedCodeHash: text('pre_authorized_code_hash').notNull().unique(),
    txCodeHash: text('tx_code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    accessTokenHash: text('access_token_hash').unique(),
    accessTokenExpiresAt: timestampTz('access_token_expires_at'),
    status: text('status').notNull().default('OFFERED'),
    expiresAt: timestampTz('expires_at').notNull(),
    issuedAt: timestampTz('issued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credential_offers_expires_at_idx').on(t.expiresAt),
    oneOf('credential_offers_status_ck', t.status, CREDENTIAL_OFFER_STATUSES),
  ],
);

/** The c_nonce values the nonce endpoint handed out; each proves one proof of possession fresh. */
export const issuanceNonces = pgTable('issuance_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  expiresAt: timestampTz('expires_at').notNull(),
});
