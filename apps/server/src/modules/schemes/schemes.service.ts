import {
  isBuiltinFieldType,
  ROLE_TYPES,
  SCHEME_LIMITS,
  SCHEME_MESSAGES as SM,
  schemeActiveStatus,
  schemeStepsTaken,
  sameFieldName,
  VALIDATION_MESSAGES as M,
  type TApprovalStep,
  type TDeleteSchemesResponse,
  type TFieldKind,
  type TSchemeEventAction,
  type TNewSchemeField,
  type TScheme,
  type TSchemeDetail,
  type TSchemeField,
  type TSchemeStatus,
  type TUpdateSchemeFieldRequest,
} from '@sigil/core';
import type { Db, DbOrTx, DbTx } from '../../db/client';
import { ACCESS_MESSAGES, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import { isUuid } from '../../lib/uuid';
import type { AccessGate, Actor } from '../access/access-gate.service';
import type { MembersService, MembershipRow } from '../members/members.service';
import { findCustomFieldTypes } from './custom-field-types.repository';
import { membershipOf, scopeOf } from './scheme-scope';
import {
  deleteFields,
  findScheme,
  insertEvents,
  insertFields,
  insertScheme,
  lastFieldPosition,
  listEvents,
  listFields,
  listSchemes,
  listSchemesOf,
  renumberFields,
  schemeNameTaken,
  updateField,
  updateScheme,
  type SchemeChanges,
  type SchemeFieldRow,
  type SchemeRow,
} from './schemes.repository';

/** An entry of a scheme's history, as a change reports it. */
type SchemeEvent = { action: TSchemeEventAction; detail?: string };

/** A field's type as stored: a built-in type or one of the organisation's custom types. */
type StoredFieldType = { builtinType: string; customFieldTypeId: null } | { builtinType: null; customFieldTypeId: string };

/** The four membership roles' names: a custom role may not take one (a member's role must say which it is). */
const SYSTEM_ROLE_NAMES = Object.values(ROLE_TYPES).map((name) => name.toLowerCase());

function toField(row: SchemeFieldRow): TSchemeField {
  const kind = (row.builtinType ?? row.customKind ?? 'text') as TFieldKind;
  return {
    id: row.id,
    fieldName: row.fieldName,
    fieldType: row.builtinType ?? row.customFieldTypeId ?? '',
    fieldTypeName: row.builtinType ?? row.customTypeName ?? '',
    kind,
    options: kind === 'list' ? (row.customOptions ?? []) : [],
    isRequired: row.isRequired === 'Y' ? 'Y' : 'N',
    order: row.position,
  };
}

const actorRef = (did: string | null, name: string | null) => (did ? { did, name: name ?? '' } : null);

function toScheme(row: SchemeRow, organisationDid: string, fields: SchemeFieldRow[], membersCount: number): TScheme {
  const status = row.status as TSchemeStatus;
  return {
    id: row.id,
    schemeName: row.name,
    status,
    activeStatus: schemeActiveStatus(status),
    organizationDid: organisationDid,
    memberId: row.makerMemberId,
    fields: fields.map(toField),
    fieldsCount: fields.length,
    membersCount,
    createdBy: { did: row.createdByDid, name: row.createdByName },
    editedBy: { did: row.editedByDid, name: row.editedByName },
    checkedBy: actorRef(row.checkedByDid, row.checkedByName),
    approvedBy: actorRef(row.approvedByDid, row.approvedByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** A change of what the role says (its name or fields) makes a new version: it waits for its check again. */
const NEW_VERSION: SchemeChanges = {
  status: 'CREATED',
  checkedByDid: null,
  checkedByName: null,
  checkedAt: null,
  approvedByDid: null,
  approvedByName: null,
  approvedAt: null,
};

const who = (m: MembershipRow) => ({ did: m.memberDid, name: m.memberName });

/** The four-eyes check of a step on this version: its maker, last editor and checker, as stored. */
const fourEyes = (row: SchemeRow, step: TApprovalStep) => ({
  step,
  taken: schemeStepsTaken({
    createdBy: { did: row.createdByDid },
    editedBy: { did: row.editedByDid },
    checkedBy: actorRef(row.checkedByDid, row.checkedByName),
  }),
});

/**
 * Custom roles (schemes; docs/architecture.md, Four eyes): made by a RoleAdmin, checked and
 * approved by two other people, only then active. Every call acts on the caller's own organisation:
 * an id of another organisation's scheme finds nothing (404), an organizationDid of another is
 * refused (403).
 */
export class SchemesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
  ) {}

  /** The organisation's schemes, newest first; only those of the given statuses when named. */
  async list(user: SessionUser, organisationDid?: string, statuses?: readonly TSchemeStatus[]): Promise<TScheme[]> {
    const m = membershipOf(await this.access.require(user, 'roles:read', scopeOf(organisationDid)));
    const rows = await listSchemes(this.db, m.organisationId, statuses);
    return this.present(this.db, m.organisationDid, rows);
  }

  /** One scheme with its fields and history. */
  async detail(user: SessionUser, id: string): Promise<TSchemeDetail> {
    const m = membershipOf(await this.access.require(user, 'roles:read'));
    const row = await this.find(this.db, m, id);
    const [scheme] = await this.present(this.db, m.organisationDid, [row]);
    const history = await listEvents(this.db, id);
    return {
      ...scheme!,
      history: history.map((event) => ({
        id: event.id,
        action: event.action as TSchemeEventAction,
        actor: { did: event.actorDid, name: event.actorName },
        detail: event.detail,
        at: event.at.toISOString(),
      })),
    };
  }

  /** One scheme's fields, in order (without the rest of the scheme or its history). */
  async fields(user: SessionUser, id: string): Promise<TSchemeField[]> {
    const m = membershipOf(await this.access.require(user, 'roles:read'));
    const row = await this.find(this.db, m, id);
    return (await listFields(this.db, [row.id])).map(toField);
  }

  /** Role creation (spec §7: orgScheme with schemeName, organizationDid, memberId), in CREATED. */
  async create(
    user: SessionUser,
    input: { schemeName: string; organizationDid: string; memberId: string; fields?: TNewSchemeField[] },
  ): Promise<TScheme> {
    const actor = await this.access.require(user, 'schemes:create', { organisationDid: input.organizationDid });
    const m = membershipOf(actor);
    // The maker is the caller's own membership, whatever memberId was sent.
    if (input.memberId !== m.membershipId) throw forbidden(ACCESS_MESSAGES.notYours);
    this.refuseSystemRoleName(input.schemeName);
    return this.db.transaction(async (tx) => {
      await this.refuseTakenName(tx, m.organisationId, input.schemeName);
      const row = await insertScheme(tx, {
        organisationId: m.organisationId,
        name: input.schemeName,
        makerMemberId: m.membershipId,
        createdByDid: m.memberDid,
        createdByName: m.memberName,
        editedByDid: m.memberDid,
        editedByName: m.memberName,
      });
      if (!row) throw conflict(SM.duplicateName, { schemeName: SM.duplicateName });
      const fieldEvents = input.fields?.length ? await this.insertNewFields(tx, m, row, input.fields, 'fields') : [];
      await insertEvents(tx, row.id, who(m), [{ action: 'CREATED', detail: row.name }, ...fieldEvents]);
      return this.presentOne(tx, m, row.id);
    });
  }

  async rename(user: SessionUser, id: string, schemeName: string): Promise<TScheme> {
    return this.change(user, id, async (tx, m, row) => {
      if (row.name === schemeName) return [];
      this.refuseSystemRoleName(schemeName);
      await this.refuseTakenName(tx, m.organisationId, schemeName, id);
      const renamed = await updateScheme(tx, id, { name: schemeName });
      if (!renamed) throw conflict(SM.duplicateName, { schemeName: SM.duplicateName });
      return [{ action: 'RENAMED', detail: `${row.name} → ${schemeName}` }];
    });
  }

  /** Adds fields at the end of the form (one from …/{id}/fields, several from …/schemes-fields). */
  async addFields(user: SessionUser, id: string, fields: TNewSchemeField[], fieldsKey?: string): Promise<TScheme> {
    return this.change(user, id, (tx, m, row) => this.insertNewFields(tx, m, row, fields, fieldsKey));
  }

  async updateField(user: SessionUser, id: string, fieldId: string, patch: TUpdateSchemeFieldRequest): Promise<TScheme> {
    return this.change(user, id, async (tx, m, row) => {
      const current = (await listFields(tx, [row.id])).map(toField);
      const field = current.find((f) => f.id === fieldId);
      if (!field) throw notFound(SM.fieldNotFound);
      const changes: Parameters<typeof updateField>[3] = {};
      const said: string[] = [];
      if (patch.fieldName !== undefined && patch.fieldName !== field.fieldName) {
        if (current.some((f) => f.id !== fieldId && sameFieldName(f.fieldName, patch.fieldName!))) {
          throw badRequest(SM.duplicateFieldName, { fieldName: SM.duplicateFieldName });
        }
        changes.fieldName = patch.fieldName;
        said.push(`${field.fieldName} → ${patch.fieldName}`);
      }
      if (patch.fieldType !== undefined && patch.fieldType !== field.fieldType) {
        const [type] = await this.storedTypes(tx, m, [patch.fieldType], () => 'fieldType');
        Object.assign(changes, type);
        said.push(`${changes.fieldName ?? field.fieldName}: type`);
      }
      if (patch.isRequired !== undefined && patch.isRequired !== field.isRequired) {
        changes.isRequired = patch.isRequired;
        said.push(`${changes.fieldName ?? field.fieldName}: ${patch.isRequired === 'Y' ? 'required' : 'optional'}`);
      }
      await updateField(tx, row.id, fieldId, changes);
      if (patch.order !== undefined && patch.order !== field.order) {
        const others = current.filter((f) => f.id !== fieldId).map((f) => f.id);
        const at = Math.min(Math.max(patch.order, 1), current.length) - 1;
        await renumberFields(tx, row.id, [...others.slice(0, at), fieldId, ...others.slice(at)]);
        said.push(`${changes.fieldName ?? field.fieldName}: position ${field.order} → ${at + 1}`);
      }
      return said.length ? [{ action: 'FIELD_CHANGED', detail: said.join('; ') }] : [];
    });
  }

  async removeFields(user: SessionUser, id: string, fieldIds: readonly string[]): Promise<TScheme> {
    return this.change(user, id, async (tx, _m, row) => {
      const current = (await listFields(tx, [row.id])).map(toField);
      const removed = current.filter((f) => fieldIds.includes(f.id));
      if (removed.length !== new Set(fieldIds).size) throw notFound(SM.fieldNotFound);
      await deleteFields(tx, row.id, fieldIds);
      await renumberFields(
        tx,
        row.id,
        current.filter((f) => !fieldIds.includes(f.id)).map((f) => f.id),
      );
      return removed.map((f): SchemeEvent => ({ action: 'FIELD_REMOVED', detail: f.fieldName }));
    });
  }

  /** The checker's step: not by whoever made or last changed this version. */
  async check(user: SessionUser, id: string): Promise<TScheme> {
    const actor = await this.access.require(user, 'schemes:check');
    return this.step(actor, id, async (tx, m, row) => {
      if (row.status !== 'CREATED') throw conflict(SM.notCreated);
      this.access.checkTarget(actor, { fourEyes: fourEyes(row, 'check') });
      await updateScheme(tx, id, { status: 'CHECKED', checkedByDid: m.memberDid, checkedByName: m.memberName, checkedAt: new Date() });
      return [{ action: 'CHECKED' }];
    });
  }

  /** The approver's step: not by the maker, the last editor or the checker. The role is then active. */
  async approve(user: SessionUser, id: string): Promise<TScheme> {
    const actor = await this.access.require(user, 'schemes:approve');
    return this.step(actor, id, async (tx, m, row) => {
      if (row.status !== 'CHECKED') throw conflict(SM.notChecked);
      this.access.checkTarget(actor, { fourEyes: fourEyes(row, 'approve') });
      await updateScheme(tx, id, {
        status: 'APPROVED',
        approvedByDid: m.memberDid,
        approvedByName: m.memberName,
        approvedAt: new Date(),
      });
      return [{ action: 'APPROVED' }];
    });
  }

  /**
   * Sends a role waiting for its check or approval back to its maker, with an optional reason:
   * whoever may take the waiting step may reject instead (never someone who took an earlier one).
   */
  async reject(user: SessionUser, id: string, reason: string | undefined): Promise<TScheme> {
    const actor = await this.access.require(user, 'roles:read');
    return this.step(actor, id, async (tx, _m, row) => {
      if (row.status === 'CREATED') {
        this.access.permit(actor, 'schemes:check', { fourEyes: fourEyes(row, 'check') });
      } else if (row.status === 'CHECKED') {
        this.access.permit(actor, 'schemes:approve', { fourEyes: fourEyes(row, 'approve') });
      } else {
        throw conflict(SM.notPending);
      }
      await updateScheme(tx, id, NEW_VERSION);
      return [{ action: 'REJECTED', detail: reason ?? '' }];
    });
  }

  /**
   * Deletes schemes: one that live members hold is deactivated (D) and stays theirs; one nobody
   * holds is removed. All or nothing: an id that is not a live scheme of the organisation fails the call.
   */
  async remove(user: SessionUser, ids: readonly string[]): Promise<TDeleteSchemesResponse> {
    const m = membershipOf(await this.access.require(user, 'schemes:create'));
    return this.db.transaction(async (tx) => {
      const result: TDeleteSchemesResponse = { removed: [], deactivated: [] };
      const unique = [...new Set(ids)];
      const rows = [];
      for (const id of unique) rows.push(await this.find(tx, m, id, { lock: true }));
      const holders = await this.members.schemeHolders(unique, tx);
      for (const row of rows) {
        if ((holders.get(row.id) ?? 0) > 0) {
          if (row.status !== 'DEACTIVATED') {
            await updateScheme(tx, row.id, { status: 'DEACTIVATED' });
            await insertEvents(tx, row.id, who(m), [{ action: 'DEACTIVATED' }]);
          }
          result.deactivated.push(row.id);
        } else {
          await updateScheme(tx, row.id, { deletedAt: new Date() });
          result.removed.push(row.id);
        }
      }
      return result;
    });
  }

  // -------------------------------------------------------------------------------------------

  /**
   * A change of the role's content by its maker role: the scheme is locked, a deactivated one
   * refuses, and a checked or approved one becomes a new version waiting for its check.
   */
  private async change(
    user: SessionUser,
    id: string,
    apply: (tx: DbTx, m: MembershipRow, row: SchemeRow) => Promise<SchemeEvent[]>,
  ): Promise<TScheme> {
    const m = membershipOf(await this.access.require(user, 'schemes:create'));
    return this.db.transaction(async (tx) => {
      const row = await this.find(tx, m, id, { lock: true });
      if (row.status === 'DEACTIVATED') throw conflict(SM.deactivated);
      const events = await apply(tx, m, row);
      // A change that changed nothing (the same name again) leaves the version as it is.
      if (events.length > 0) {
        await updateScheme(tx, id, { ...NEW_VERSION, editedByDid: m.memberDid, editedByName: m.memberName });
        await insertEvents(tx, id, who(m), events);
      }
      return this.presentOne(tx, m, id);
    });
  }

  /** A check, an approval or a rejection: on the locked scheme, recorded in its history. */
  private async step(
    actor: Actor,
    id: string,
    apply: (tx: DbTx, m: MembershipRow, row: SchemeRow) => Promise<SchemeEvent[]>,
  ): Promise<TScheme> {
    const m = membershipOf(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.find(tx, m, id, { lock: true });
      const events = await apply(tx, m, row);
      await insertEvents(tx, id, who(m), events);
      return this.presentOne(tx, m, id);
    });
  }

  private async insertNewFields(
    tx: DbTx,
    m: MembershipRow,
    row: SchemeRow,
    fields: TNewSchemeField[],
    fieldsKey?: string,
  ): Promise<SchemeEvent[]> {
    const key = (index: number, name: string) => (fieldsKey ? `${fieldsKey}.${index}.${name}` : name);
    const existing = await listFields(tx, [row.id]);
    if (existing.length + fields.length > SCHEME_LIMITS.fields) throw badRequest(M.tooManyFields, { [fieldsKey ?? 'fieldName']: M.tooManyFields });
    fields.forEach((field, index) => {
      if (existing.some((f) => sameFieldName(f.fieldName, field.fieldName))) {
        throw badRequest(SM.duplicateFieldName, { [key(index, 'fieldName')]: SM.duplicateFieldName });
      }
    });
    const types = await this.storedTypes(
      tx,
      m,
      fields.map((f) => f.fieldType),
      (index) => key(index, 'fieldType'),
    );
    const first = (await lastFieldPosition(tx, row.id)) + 1;
    await insertFields(
      tx,
      fields.map((field, index) => ({
        schemeId: row.id,
        fieldName: field.fieldName,
        isRequired: field.isRequired ?? 'N',
        position: first + index,
        ...types[index]!,
      })),
    );
    return fields.map((field) => ({ action: 'FIELD_ADDED', detail: field.fieldName }));
  }

  /** Each field type named as stored: a built-in type, or a live custom type of the caller's organisation. */
  private async storedTypes(
    db: DbOrTx,
    m: MembershipRow,
    fieldTypes: readonly string[],
    keyOf: (index: number) => string,
  ): Promise<StoredFieldType[]> {
    const customIds = fieldTypes.filter((type) => !isBuiltinFieldType(type));
    const found = new Set(
      (await findCustomFieldTypes(db, m.organisationId, customIds.filter(isUuid))).map((t) => t.id),
    );
    return fieldTypes.map((type, index) => {
      if (isBuiltinFieldType(type)) return { builtinType: type, customFieldTypeId: null };
      if (!found.has(type)) throw badRequest(SM.unknownFieldType, { [keyOf(index)]: SM.unknownFieldType });
      return { builtinType: null, customFieldTypeId: type };
    });
  }

  private refuseSystemRoleName(name: string): void {
    if (SYSTEM_ROLE_NAMES.includes(name.trim().toLowerCase())) {
      throw conflict(SM.systemRoleName, { schemeName: SM.systemRoleName });
    }
  }

  private async refuseTakenName(db: DbOrTx, organisationId: string, name: string, exceptId?: string): Promise<void> {
    if (await schemeNameTaken(db, organisationId, name, exceptId)) {
      throw conflict(SM.duplicateName, { schemeName: SM.duplicateName });
    }
  }

  private async find(db: DbOrTx, m: MembershipRow, id: string, options?: { lock?: boolean }): Promise<SchemeRow> {
    const row = await findScheme(db, m.organisationId, id, options);
    if (!row) throw notFound(SM.notFound);
    return row;
  }

  // -------------------------------------------------------------------------------------------
  // For other modules: no access decision here, the caller has made it.

  /** The active (approved) roles of an organisation with their fields, newest first. */
  async activeRolesOf(organisation: { id: string; did: string }, db: DbOrTx = this.db): Promise<TScheme[]> {
    return (await this.activeRolesOfEach([organisation], db)).get(organisation.id) ?? [];
  }

  /** The active roles of several organisations, by organisation id, in a fixed number of queries. */
  async activeRolesOfEach(
    organisations: ReadonlyArray<{ id: string; did: string }>,
    db: DbOrTx = this.db,
  ): Promise<Map<string, TScheme[]>> {
    const didOf = new Map(organisations.map((o) => [o.id, o.did]));
    const rows = await listSchemesOf(db, [...didOf.keys()], ['APPROVED']);
    const roles = new Map<string, TScheme[]>();
    const schemes = await this.present(db, (row) => didOf.get(row.organisationId)!, rows);
    rows.forEach(({ organisationId }, i) => roles.set(organisationId, [...(roles.get(organisationId) ?? []), schemes[i]!]));
    return roles;
  }

  /**
   * One role of the organisation, locked until the caller's transaction ends (so it cannot be
   * deactivated or edited meanwhile), or undefined when it is not the organisation's.
   */
  async lockedRole(tx: DbTx, organisation: { id: string; did: string }, schemeId: string): Promise<TScheme | undefined> {
    const row = await findScheme(tx, organisation.id, schemeId, { lock: true });
    return row && (await this.present(tx, organisation.did, [row]))[0];
  }

  private async presentOne(db: DbOrTx, m: MembershipRow, id: string): Promise<TScheme> {
    const [scheme] = await this.present(db, m.organisationDid, [await this.find(db, m, id)]);
    return scheme!;
  }

  /** Rows as the API shows them, with their fields and holder counts (one query each for all rows). */
  private async present(
    db: DbOrTx,
    organisationDid: string | ((row: SchemeRow) => string),
    rows: SchemeRow[],
  ): Promise<TScheme[]> {
    const ids = rows.map((row) => row.id);
    const fields = await listFields(db, ids);
    const holders = await this.members.schemeHolders(ids, db);
    return rows.map((row) =>
      toScheme(
        row,
        typeof organisationDid === 'string' ? organisationDid : organisationDid(row),
        fields.filter((field) => field.schemeId === row.id),
        holders.get(row.id) ?? 0,
      ),
    );
  }
}
