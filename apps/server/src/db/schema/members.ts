import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES } from '@sigil/core';
import { createdAt, id, oneOf, timestampTz } from './columns';
import { organisations } from './organisations';

/** Membership roles (spec §3: ParamCode, ParamType, Description, ParamName), seeded at migration. */
export const membershipRoles = pgTable('membership_roles', {
  paramCode: text('param_code').primaryKey(),
  paramType: text('param_type').notNull().default('MembershipRole'),
  paramName: text('param_name').notNull(),
  description: text('description').notNull().default(''),
});

/** A DID's membership of an organisation in one role. */
export const members = pgTable(
  'members',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    memberDid: text('member_did').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    roleCode: text('role_code')
      .notNull()
      .references(() => membershipRoles.paramCode),
    createdAt: createdAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    uniqueIndex('members_org_did_active_uq')
      .on(t.organisationId, t.memberDid)
      .where(sql`${t.deletedAt} is null`),
    index('members_did_idx').on(t.memberDid),
  ],
);

/** Invitations to join an organisation in a role (spec §3 "Invitation"). */
export const invitations = pgTable(
  'invitations',
  {
    invitationCode: text('invitation_code').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    invitationType: text('invitation_type').notNull(),
    invitedByDid: text('invited_by').notNull(),
    invitorName: text('invitor_name').notNull().default(''),
    inviteeName: text('invitee_name').notNull().default(''),
    inviteeEmail: text('invitee_email').notNull().default(''),
    inviteeDid: text('invitee_did'),
    roleCode: text('role_code')
      .notNull()
      .references(() => membershipRoles.paramCode),
    /** INVITED → ACCEPTED | REJECTED */
    status: text('status').notNull().default('INVITED'),
    acceptedDate: timestampTz('accepted_date'),
    createdDate: createdAt(),
  },
  (t) => [
    index('invitations_org_idx').on(t.organisationId, t.createdDate),
    oneOf('invitations_status_ck', t.status, INVITATION_STATUSES),
  ],
);
