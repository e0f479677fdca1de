import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BUILTIN_FIELD_TYPES,
  FIELD_KINDS,
  SCHEME_EVENT_ACTIONS,
  SCHEME_LIMITS as L,
  SCHEME_STATUSES,
} from '@sigil/core';
import { atMost, createdAt, id, oneOf, timestampTz, updatedAt } from './columns';
import { organisations } from './organisations';

/**
 * Custom roles (docs/architecture.md, Four eyes; decision 0005): a scheme of one organisation,
 * made → checked → approved by three different people. A removed one keeps its row (deleted_at) for
 * its history.
 */
export const orgSchemes = pgTable(
  'org_schemes',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    status: text('status').notNull().default('CREATED'),
    /** The maker's membership (spec §7: role creation sends memberId). */
    makerMemberId: uuid('maker_member_id').notNull(),
    createdByDid: text('created_by_did').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    /** Who last changed the name or fields: the maker of the version awaiting its check. */
    editedByDid: text('edited_by_did').notNull(),
    editedByName: text('edited_by_name').notNull().default(''),
    checkedByDid: text('checked_by_did'),
    checkedByName: text('checked_by_name'),
    checkedAt: timestampTz('checked_at'),
    approvedByDid: text('approved_by_did'),
    approvedByName: text('approved_by_name'),
    approvedAt: timestampTz('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    uniqueIndex('org_schemes_org_name_uq')
      .on(t.organisationId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    // The target of the memberships' (organisation, scheme) key: a member's custom role is always
    // a scheme of the member's own organisation.
    unique('org_schemes_org_id_uq').on(t.organisationId, t.id),
    oneOf('org_schemes_status_ck', t.status, SCHEME_STATUSES),
    atMost('org_schemes_name_len_ck', t.name, L.name),
  ],
);

/** An organisation's own field types: a name and a kind (a list has its options). */
export const customFieldTypes = pgTable(
  'custom_field_types',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    createdByDid: text('created_by_did').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    uniqueIndex('custom_field_types_org_name_uq')
      .on(t.organisationId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    oneOf('custom_field_types_kind_ck', t.kind, FIELD_KINDS),
    atMost('custom_field_types_name_len_ck', t.name, L.fieldTypeName),
  ],
);

/** A scheme's fields, in order; each of a built-in type or of a custom field type. */
export const schemeFields = pgTable(
  'scheme_fields',
  {
    id: id(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => orgSchemes.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    builtinType: text('builtin_type'),
    customFieldTypeId: uuid('custom_field_type_id').references(() => customFieldTypes.id),
    /** Y required, N optional (spec §3 isRequired). */
    isRequired: text('is_required').notNull().default('N'),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('scheme_fields_name_uq').on(t.schemeId, sql`lower(${t.fieldName})`),
    index('scheme_fields_type_idx').on(t.customFieldTypeId),
    check('scheme_fields_one_type_ck', sql`num_nonnulls(${t.builtinType}, ${t.customFieldTypeId}) = 1`),
    oneOf('scheme_fields_builtin_type_ck', t.builtinType, BUILTIN_FIELD_TYPES),
    oneOf('scheme_fields_is_required_ck', t.isRequired, ['Y', 'N']),
    atMost('scheme_fields_field_name_len_ck', t.fieldName, L.fieldName),
  ],
);

/** Who changed a scheme, how and when: its history. */
export const schemeEvents = pgTable(
  'scheme_events',
  {
    id: id(),
    /** The order events happened in (several share a transaction's time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => orgSchemes.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorDid: text('actor_did').notNull(),
    actorName: text('actor_name').notNull().default(''),
    detail: text('detail').notNull().default(''),
    at: createdAt(),
  },
  (t) => [
    index('scheme_events_scheme_idx').on(t.schemeId, t.seq),
    oneOf('scheme_events_action_ck', t.action, SCHEME_EVENT_ACTIONS),
  ],
);
