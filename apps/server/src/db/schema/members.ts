import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INVITATION_LIFECYCLE } from '@sigil/core';
import { createdAt, id, oneOf, timestampTz } from './columns';
import { organisations } from './organisations';
import { orgSchemes } from './schemes';

/** A member or an invitee holds a system role or a custom role (a scheme), never both (decision 0005). */
const oneRole = (
  table: string,
  t: { roleCode: AnyPgColumn; schemeId: AnyPgColumn; organisationId: AnyPgColumn },
) => [
  check(`${table}_one_role_ck`, sql`num_nonnulls(${t.roleCode}, ${t.schemeId}) = 1`),
  foreignKey({
    name: `${table}_org_scheme_fk`,
    columns: [t.organisationId, t.schemeId],
    foreignColumns: [orgSchemes.organisationId, orgSchemes.id],
  }),
];

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
    roleCode: text('role_code').references(() => membershipRoles.paramCode),
    schemeId: uuid('scheme_id'),
    /** A service's DID the console created (/user/key); its key was handed over once, never stored. */
    keyUser: boolean('key_user').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    // One DID may hold several roles in one organisation
    // (docs/architecture.md, Roles and custom roles), each once.
    uniqueIndex('members_org_did_role_active_uq')
      .on(t.organisationId, t.memberDid, sql`coalesce(${t.roleCode}, ${t.schemeId}::text)`)
      .where(sql`${t.deletedAt} is null`),
    index('members_did_idx').on(t.memberDid),
    index('members_scheme_idx').on(t.schemeId),
    ...oneRole('members', t),
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
    /** The inviter's membership (spec §7: the send payload names memberId). */
    inviterMemberId: uuid('inviter_member_id'),
    invitorName: text('invitor_name').notNull().default(''),
    inviteeName: text('invitee_name').notNull().default(''),
    inviteeEmail: text('invitee_email').notNull().default(''),
    inviteeDid: text('invitee_did'),
    roleCode: text('role_code').references(() => membershipRoles.paramCode),
    schemeId: uuid('scheme_id'),
    /** INVITED → ACCEPTED | REJECTED, or CANCELLED; an INVITED one past expiresAt reads EXPIRED. */
    status: text('status').notNull().default('INVITED'),
    acceptedDate: timestampTz('accepted_date'),
    createdDate: createdAt(),
    expiresAt: timestampTz('expires_at')
      .notNull()
      .default(sql`now() + interval '7 days'`),
  },
  (t) => [
    index('invitations_org_idx').on(t.organisationId, t.createdDate),
    index('invitations_invitee_did_idx').on(t.inviteeDid),
    oneOf('invitations_status_ck', t.status, INVITATION_LIFECYCLE),
    ...oneRole('invitations', t),
  ],
);
