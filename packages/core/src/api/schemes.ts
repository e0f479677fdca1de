import { z } from 'zod';
import { FIELD_KINDS, type TFieldDefinition } from '../schemas/fields';
import { VALIDATION_MESSAGES as M } from '../schemas/messages';
import { ROLE_NAME_MAX, ZSchemeName } from '../schemas/role';
import { ZText } from '../schemas/text';
import { SCHEME_EVENT_ACTIONS, SCHEME_STATUSES } from '../statuses';
import { ZDidText, ZOptionalQueryText } from './common';

/**
 * Roles (schemes) and custom field types (spec §2 role management and /scheme screens, §3 "Scheme",
 * §7 "Schemes", "Custom field types", "Permissions and roles";
 * docs/architecture.md, Roles and custom roles).
 */

/** The longest values (docs/spec-notes.md, "Roles and schemes"); the database refuses longer ones too. */
export const SCHEME_LIMITS = {
  name: ROLE_NAME_MAX,
  fieldName: 100,
  fields: 50,
  fieldTypeName: 100,
  options: 50,
  option: 100,
  reason: 500,
} as const;
const L = SCHEME_LIMITS;

/**
 * The field types every organisation has without defining any. A scheme field's `fieldType` is one
 * of these names or the id of one of the organisation's custom field types.
 */
export type TBuiltinFieldType = Exclude<(typeof FIELD_KINDS)[number], 'list'>;
export const BUILTIN_FIELD_TYPES = FIELD_KINDS.filter((kind): kind is TBuiltinFieldType => kind !== 'list');

export function isBuiltinFieldType(value: string): value is TBuiltinFieldType {
  return (BUILTIN_FIELD_TYPES as readonly string[]).includes(value);
}

/** isRequired of spec §3: Y means required. */
export const ZYesNo = z.enum(['Y', 'N']);

const required = (message: string) =>
  ZText({ error: message }).trim().min(1, { error: message, abort: true });

// ---------------------------------------------------------------------------------------------
// Answers

export const ZActorRef = z.object({ did: z.string(), name: z.string() });
export type TActorRef = z.infer<typeof ZActorRef>;

export const ZSchemeField = z.object({
  id: z.string(),
  fieldName: z.string(),
  /** A built-in type ('text', 'number'…) or the id of a custom field type. */
  fieldType: z.string(),
  /** The type's name as shown: the built-in type or the custom type's name. */
  fieldTypeName: z.string(),
  kind: z.enum(FIELD_KINDS),
  /** The choices of a 'list' type. */
  options: z.array(z.string()),
  isRequired: ZYesNo,
  /** 1-based position in the role's form. */
  order: z.number().int(),
});
export type TSchemeField = z.infer<typeof ZSchemeField>;

export const ZScheme = z.object({
  id: z.string(),
  schemeName: z.string(),
  status: z.enum(SCHEME_STATUSES),
  /** Y once approved, D once deactivated, null before approval (spec §3 activeStatus). */
  activeStatus: z.enum(['Y', 'D']).nullable(),
  organizationDid: z.string(),
  /** The maker's membership id (spec §7: role creation sends memberId). */
  memberId: z.string(),
  fields: z.array(ZSchemeField),
  fieldsCount: z.number().int(),
  /** Live members who hold this role. */
  membersCount: z.number().int(),
  createdBy: ZActorRef,
  /** Who last changed its name or fields (the maker of the version to check). */
  editedBy: ZActorRef,
  checkedBy: ZActorRef.nullable(),
  approvedBy: ZActorRef.nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  updatedAt: z.string(),
  checkedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type TScheme = z.infer<typeof ZScheme>;
export const ZSchemeList = z.array(ZScheme);

export const ZSchemeEvent = z.object({
  id: z.string(),
  action: z.enum(SCHEME_EVENT_ACTIONS),
  actor: ZActorRef,
  /** What changed: a field's name, 'old → new', a rejection's reason; '' when nothing more. */
  detail: z.string(),
  at: z.string(),
});
export type TSchemeEvent = z.infer<typeof ZSchemeEvent>;

/** GET /api/v1/trustanchor/schemes/{id}: the role with its history, newest first. */
export const ZSchemeDetail = ZScheme.extend({ history: z.array(ZSchemeEvent) });
export type TSchemeDetail = z.infer<typeof ZSchemeDetail>;

/** GET /api/v1/trustanchor/orgroles: the four membership roles and the organisation's custom roles. */
export const ZOrgRole = z.object({
  /** The system role's code, or the scheme's id. */
  id: z.string(),
  roleName: z.string(),
  kind: z.enum(['membership', 'custom']),
  /** A system role's code; null for a custom role. */
  roleCode: z.string().nullable(),
  /** Y for the system roles and approved custom roles, D for deactivated ones, null before approval. */
  activeStatus: z.enum(['Y', 'D']).nullable(),
  status: z.enum(SCHEME_STATUSES).nullable(),
});
export type TOrgRole = z.infer<typeof ZOrgRole>;
export const ZOrgRoleList = z.array(ZOrgRole);

export const ZCustomFieldType = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FIELD_KINDS),
  options: z.array(z.string()),
  organizationDid: z.string(),
  /** Fields of live roles that use it (a used type cannot be removed). */
  usedBy: z.number().int(),
  createdBy: ZActorRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomFieldType = z.infer<typeof ZCustomFieldType>;
export const ZCustomFieldTypeList = z.array(ZCustomFieldType);

// ---------------------------------------------------------------------------------------------
// Requests

/** ?organizationDid= : optional where the session's organisation is meant; checked against it. */
export const ZOrganisationScopeQuery = z.object({
  organizationDid: ZOptionalQueryText.transform((did) => did?.toLowerCase()),
});
/** ?organizationDid= where the spec makes it required (schemes_active, orgroles, customfieldtypes). */
export const ZRequiredOrganisationScopeQuery = z.object({
  organizationDid: ZDidText('organizationDid is required'),
});

export const ZSchemeIdParams = z.object({ id: z.uuid({ error: 'Role not found' }) });
export const ZSchemeFieldParams = ZSchemeIdParams.extend({ fieldId: z.uuid({ error: 'Field not found' }) });
export const ZCustomFieldTypeParams = z.object({ id: z.uuid({ error: 'Custom field type not found' }) });

/** A field as the maker adds it. */
export const ZNewSchemeField = z.object({
  fieldName: required(M.fieldNameRequired).max(L.fieldName, M.fieldNameTooLong),
  fieldType: required(M.fieldTypeRequired),
  isRequired: ZYesNo.default('N'),
});
export type TNewSchemeField = z.input<typeof ZNewSchemeField>;

/** Field names are compared trimmed and case-insensitively. */
export const sameFieldName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const distinctNames = <T extends { fieldName: string }>(fields: T[], ctx: z.RefinementCtx) => {
  fields.forEach((field, index) => {
    if (fields.findIndex((other) => sameFieldName(other.fieldName, field.fieldName)) !== index) {
      ctx.addIssue({ code: 'custom', path: [index, 'fieldName'], message: M.fieldNamesDiffer });
    }
  });
};

export const ZNewSchemeFields = z
  .array(ZNewSchemeField)
  .max(L.fields, M.tooManyFields)
  .superRefine(distinctNames);

/** POST /api/v1/trustanchor/schemes (spec §7: role creation sends orgScheme with schemeName, organizationDid, memberId). */
export const ZCreateSchemeRequest = z.object({
  orgScheme: z.object({
    schemeName: ZSchemeName,
    organizationDid: ZDidText('organizationDid is required'),
    memberId: ZText().trim().min(1, 'memberId is required'),
    fields: ZNewSchemeFields.optional(),
  }),
});
export type TCreateSchemeRequest = z.input<typeof ZCreateSchemeRequest>;

/** PUT /api/v1/trustanchor/schemes/{id} */
export const ZRenameSchemeRequest = z.object({ schemeName: ZSchemeName });

/** DELETE /api/v1/trustanchor/schemes */
export const ZDeleteSchemesRequest = z.object({
  schemeIds: z
    .array(z.uuid({ error: 'Role not found' }))
    .min(1, 'schemeIds is required')
    .max(100),
});

/** POST /api/v1/trustanchor/schemes/{id}/fields: one field. */
export const ZAddSchemeFieldRequest = ZNewSchemeField;

/** POST /api/v1/trustanchor/schemes-fields: several fields of one role at once. */
export const ZAddSchemeFieldsRequest = z.object({
  schemeId: z.uuid({ error: 'Role not found' }),
  fields: ZNewSchemeFields.refine((fields) => fields.length > 0, M.fieldNameRequired),
});

/** PUT /api/v1/trustanchor/schemes/{id}/fields/{fieldId}: any of name, type, required, position. */
export const ZUpdateSchemeFieldRequest = z.object({
  fieldName: ZNewSchemeField.shape.fieldName.optional(),
  fieldType: ZNewSchemeField.shape.fieldType.optional(),
  isRequired: ZYesNo.optional(),
  order: z.number().int().min(1).max(L.fields).optional(),
});
export type TUpdateSchemeFieldRequest = z.input<typeof ZUpdateSchemeFieldRequest>;

/** DELETE /api/v1/trustanchor/schemes/{id}/fields */
export const ZDeleteSchemeFieldsRequest = z.object({
  fieldIds: z
    .array(z.uuid({ error: 'Field not found' }))
    .min(1, 'fieldIds is required')
    .max(L.fields),
});

/** PUT /api/v1/trustanchor/schemes/{id}/reject: an optional reason for the maker. */
export const ZRejectSchemeRequest = z.object({
  reason: ZText().trim().max(L.reason, M.reasonTooLong).optional(),
});

const ZOptions = z
  .array(ZText().trim().min(1).max(L.option, M.optionTooLong))
  .max(L.options, M.tooManyOptions)
  .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, M.optionsDiffer);

/** POST /api/v1/trustanchor/customfieldtypes and PUT …/{id}. */
export const ZCustomFieldTypeRequest = z
  .object({
    name: required(M.fieldTypeNameRequired).max(L.fieldTypeName, M.fieldTypeNameTooLong),
    kind: z.enum(FIELD_KINDS, { error: M.fieldTypeRequired }),
    options: ZOptions.default([]),
    organizationDid: ZOptionalQueryText.transform((did) => did?.toLowerCase()),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'list' && value.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
    }
  })
  // Only a list keeps options.
  .transform((value) => (value.kind === 'list' ? value : { ...value, options: [] }));
export type TCustomFieldTypeRequest = z.input<typeof ZCustomFieldTypeRequest>;

/** DELETE /api/v1/trustanchor/customfieldtypes */
export const ZDeleteCustomFieldTypesRequest = z.object({
  ids: z
    .array(z.uuid({ error: 'Custom field type not found' }))
    .min(1, 'ids is required')
    .max(100),
});

/** A role's fields as the shared validator builder takes them (values entered against the role). */
export function schemeFieldDefinitions(fields: readonly TSchemeField[]): TFieldDefinition[] {
  return [...fields]
    .sort((a, b) => a.order - b.order)
    .map((field) => ({
      name: field.fieldName,
      label: field.fieldName,
      kind: field.kind,
      isRequired: field.isRequired === 'Y',
      ...(field.kind === 'list' ? { options: field.options } : {}),
    }));
}

/** DELETE …/schemes: a role nobody holds is removed; one that members hold is deactivated (D). */
export const ZDeleteSchemesResponse = z.object({
  removed: z.array(z.string()),
  deactivated: z.array(z.string()),
});
export type TDeleteSchemesResponse = z.infer<typeof ZDeleteSchemesResponse>;

/** DELETE …/customfieldtypes */
export const ZDeleteCustomFieldTypesResponse = z.object({ removed: z.array(z.string()) });

/** Messages of refusals the console may show as they are. */
export const SCHEME_MESSAGES = {
  duplicateName: 'A role with this name already exists',
  systemRoleName: 'This name belongs to a membership role',
  duplicateFieldName: 'This role already has a field with this name',
  unknownFieldType: 'Unknown field type',
  notFound: 'Role not found',
  fieldNotFound: 'Field not found',
  deactivated: 'This role is deactivated and cannot change',
  notCreated: 'Only a role waiting for its check can be checked',
  notChecked: 'Only a checked role can be approved',
  notPending: 'Only a role waiting for a check or an approval can be rejected',
  tooManyFields: 'A role has at most 50 fields',
  fieldTypeNotFound: 'Custom field type not found',
  duplicateFieldTypeName: 'A field type with this name already exists',
  fieldTypeInUse: 'This field type is used by a role field and cannot be removed',
  fieldTypeInUseChange: 'This field type is used by a role field: only its name can change',
} as const;
