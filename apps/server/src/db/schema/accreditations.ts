import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { STATUS_LIST_LENGTH } from '@sigil/core';
import { createdAt, timestampTz } from './columns';
import { organisations } from './organisations';

/**
 * The registry's own DID (docs/trust-model.md): the provider's issuing DID, created at first start,
 * its secp256k1 key AES-256-GCM encrypted under the master key like an organisation's. One row.
 */
export const registryKeys = pgTable(
  'registry_keys',
  {
    id: text('id').primaryKey().default('registry'),
    did: text('did').notNull().unique(),
    encryptedKey: text('encrypted_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('registry_keys_one_ck', sql`${t.id} = 'registry'`)],
);

/**
 * An accreditation: a VC-JWT by the registry's DID whose subject is an organisation, naming what it
 * may do, with its position in the registry's status list. Suspension, deactivation and a change
 * of what it may do revoke it (revoked_at: the list's bit); the row stays.
 */
export const accreditations = pgTable(
  'accreditations',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    statusListIndex: integer('status_list_index').notNull(),
    jwt: text('jwt').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [
    unique('accreditations_status_index_uq').on(t.statusListIndex),
    index('accreditations_org_issued_idx').on(t.organisationId, t.issuedAt),
    check(
      'accreditations_status_index_ck',
      sql`${t.statusListIndex} >= 0 and ${t.statusListIndex} < ${sql.raw(String(STATUS_LIST_LENGTH))}`,
    ),
  ],
);
