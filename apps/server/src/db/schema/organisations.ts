import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  INVITATION_STATUSES,
  ORGANISATION_EVENT_ACTIONS,
  ORGANISATION_LIFECYCLE_LIMITS,
  ORGANISATION_STATUSES,
  SIGNUP_FIELD_LIMITS as L,
} from '@sigil/core';
import { atMost, createdAt, id, oneOf, timestampTz, updatedAt } from './columns';

/** The signup fields' limits (packages/core) on the columns of a table that hold them. */
const signupFieldLimits = (table: string, columns: Record<keyof typeof L, AnyPgColumn>) =>
  Object.entries(columns).map(([field, column]) =>
    atMost(`${table}_${column.name}_len_ck`, column, L[field as keyof typeof L]),
  );

/** Organisation sign-up requests reviewed by the provider (spec §3 "Enrollment request"). */
export const enrolmentRequests = pgTable(
  'enrolment_requests',
  {
    id: id(),
    orgName: text('org_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactNumber: text('contact_number').notNull(),
    countryOfIncorporation: text('country_of_incorporation').notNull(),
    orgRegNumber: text('org_reg_number').notNull(),
    corporateWebsite: text('corporate_website').notNull(),
    mailingAddress1: text('mailing_address1').notNull(),
    requesterDid: text('requester_did').notNull(),
    requesterName: text('requester_name').notNull().default(''),
    requesterEmail: text('requester_email').notNull().default(''),
    /** INVITED (pending) → ACCEPTED | REJECTED */
    status: text('status').notNull().default('INVITED'),
    organisationDid: text('organisation_did'),
    decidedByDid: text('decided_by'),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The same organisation may not be pending or approved twice (enforced under concurrency too).
    uniqueIndex('enrolment_requests_open_name_uq')
      .on(sql`lower(${t.orgName})`)
      .where(sql`${t.status} in ('INVITED', 'ACCEPTED')`),
    uniqueIndex('enrolment_requests_open_reg_uq')
      .on(sql`lower(${t.orgRegNumber})`)
      .where(sql`${t.status} in ('INVITED', 'ACCEPTED')`),
    index('enrolment_requests_created_idx').on(t.createdAt),
    oneOf('enrolment_requests_status_ck', t.status, INVITATION_STATUSES),
    ...signupFieldLimits('enrolment_requests', {
      orgName: t.orgName,
      contactEmail: t.contactEmail,
      contactNumber: t.contactNumber,
      orgRegNumber: t.orgRegNumber,
      corporateWebsite: t.corporateWebsite,
      mailingAddress1: t.mailingAddress1,
      countryOfIncorporation: t.countryOfIncorporation,
    }),
  ],
);

/** An approved organisation with its own DID (spec §3 "Organisation detail"). */
export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    did: text('did').notNull().unique(),
    businessName: text('business_name').notNull(),
    accountName: text('account_name').notNull().default(''),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    countryOfIncorporation: text('country_of_incorporation').notNull().default(''),
    orgRegNumber: text('org_reg_number').notNull().default(''),
    corporateWebsite: text('corporate_website').notNull().default(''),
    mailingAddress1: text('mailing_address1').notNull().default(''),
    mailingAddress2: text('mailing_address2').notNull().default(''),
    address: text('address').notNull().default(''),
    logo: text('logo'),
    status: text('status').notNull().default('ACTIVE'),
    createdByDid: text('created_by').notNull(),
    enrolmentRequestId: text('enrolment_request_id').unique(),
    /** The organisation DID's secp256k1 key, AES-256-GCM encrypted under the master key. */
    encryptedKey: text('encrypted_key').notNull(),
    /** Account features the provider granted (decision 0009): codes of packages/core's catalogue. */
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    oneOf('organisations_status_ck', t.status, ORGANISATION_STATUSES),
    // Deactivation is the one way an organisation ends: the status and deleted_at say it together.
    check('organisations_deactivated_ck', sql`(${t.status} = 'DEACTIVATED') = (${t.deletedAt} is not null)`),
    ...signupFieldLimits('organisations', {
      orgName: t.businessName,
      contactEmail: t.email,
      contactNumber: t.contactNumber,
      orgRegNumber: t.orgRegNumber,
      corporateWebsite: t.corporateWebsite,
      mailingAddress1: t.mailingAddress1,
      countryOfIncorporation: t.countryOfIncorporation,
    }),
  ],
);

/** An organisation's logo: the image as uploaded (checked by its bytes), served at /api/v1/logos/{did}. */
export const organisationLogos = pgTable('organisation_logos', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id),
  contentType: text('content_type').notNull(),
  /** The image, base64. */
  data: text('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * An organisation's status history (issue 40): its approval, each suspension, reactivation and
 * deactivation with who and why, and each change of its features — every row the state after the
 * change, so that the state at any past time is the last row at or before it (TRQP's time travel).
 */
export const organisationEvents = pgTable(
  'organisation_events',
  {
    id: id(),
    /** The order the changes happened in (two may share a time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    action: text('action').notNull(),
    status: text('status').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    reason: text('reason'),
    actorDid: text('actor_did').notNull(),
    actorName: text('actor_name').notNull().default(''),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('organisation_events_org_at_idx').on(t.organisationId, t.at, t.seq),
    oneOf('organisation_events_action_ck', t.action, ORGANISATION_EVENT_ACTIONS),
    oneOf('organisation_events_status_ck', t.status, ORGANISATION_STATUSES),
    atMost('organisation_events_reason_len_ck', t.reason, ORGANISATION_LIFECYCLE_LIMITS.reason),
  ],
);
