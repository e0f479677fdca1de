import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STATUS_LIST_LENGTH } from '@sigil/core';
import {
  MEMBERSHIP_REQUEST_KINDS,
  MEMBERSHIP_REQUEST_LIMITS as L,
  MEMBERSHIP_REQUEST_STATUSES,
} from '@sigil/core';
import { atMost, createdAt, id, oneOf, timestampTz, updatedAt } from './columns';
import { members } from './members';
import { organisations } from './organisations';
import { orgSchemes } from './schemes';

/**
 * A way into a custom role other than an invitation (docs/architecture.md, Membership requests): an
 * individual's application, or the organisation's enrolment of an account. SENT → CHECKED →
 * APPROVED, or REJECTED at any step; maker, checker and approver are three different DIDs.
 */
export const membershipRequests = pgTable(
  'membership_requests',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    schemeId: uuid('scheme_id').notNull(),
    kind: text('kind').notNull(),
    /** Who is to hold the role: the applicant, or the enrolled account. */
    requesterDid: text('requester_did').notNull(),
    requesterName: text('requester_name').notNull().default(''),
    /** The values entered for the role's fields, as validated against them. */
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('SENT'),
    /** The maker: the applicant, or the member who enrolled the account. */
    createdByDid: text('created_by_did').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    checkedByDid: text('checked_by_did'),
    checkedByName: text('checked_by_name'),
    checkedAt: timestampTz('checked_at'),
    decidedByDid: text('decided_by_did'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestampTz('decided_at'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'membership_requests_org_scheme_fk',
      columns: [t.organisationId, t.schemeId],
      foreignColumns: [orgSchemes.organisationId, orgSchemes.id],
    }),
    // One waiting request per account and role: a second one is refused, not queued.
    uniqueIndex('membership_requests_waiting_uq')
      .on(t.organisationId, t.schemeId, t.requesterDid)
      .where(sql`${t.status} in ('SENT', 'CHECKED')`),
    index('membership_requests_org_status_idx').on(t.organisationId, t.status, t.createdAt),
    index('membership_requests_requester_idx').on(t.requesterDid, t.createdAt),
    oneOf('membership_requests_kind_ck', t.kind, MEMBERSHIP_REQUEST_KINDS),
    oneOf('membership_requests_status_ck', t.status, MEMBERSHIP_REQUEST_STATUSES),
    atMost('membership_requests_reason_len_ck', t.reason, L.reason),
  ],
);

/**
 * An issued endorsement: a VC-JWT signed by the organisation's DID, with its position in the
 * organisation's status list. Revocation sets revoked_at (the list's bit); the row stays.
 */
export const endorsements = pgTable(
  'endorsements',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The membership it attests (DELETE /v1/endorsements/{memberId}). */
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    holderDid: text('holder_did').notNull(),
    schemeId: uuid('scheme_id').notNull(),
    /** The role's name when issued: what the credential says. */
    roleName: text('role_name').notNull(),
    /** The request it came from, when not from an invitation. */
    requestId: uuid('request_id').references(() => membershipRequests.id),
    statusListIndex: integer('status_list_index').notNull(),
    jwt: text('jwt').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    revokedAt: timestampTz('revoked_at'),
    revokedByDid: text('revoked_by_did'),
  },
  (t) => [
    unique('endorsements_status_index_uq').on(t.organisationId, t.statusListIndex),
    index('endorsements_holder_idx').on(t.holderDid),
    index('endorsements_member_idx').on(t.memberId),
    index('endorsements_org_issued_idx').on(t.organisationId, t.issuedAt),
    check(
      'endorsements_status_index_ck',
      sql`${t.statusListIndex} >= 0 and ${t.statusListIndex} < ${sql.raw(String(STATUS_LIST_LENGTH))}`,
    ),
  ],
);
