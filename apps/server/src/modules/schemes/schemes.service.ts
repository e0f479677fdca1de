import {
  ROLE_TYPES,
  SCHEME_MESSAGES as SM,
  schemeStepsTaken,
  type TApprovalStep,
  type TDeleteSchemesResponse,
  type TNewSchemeField,
  type TScheme,
  type TSchemeDetail,
  type TSchemeEventAction,
  type TSchemeField,
  type TSchemeStatus,
  type TUpdateSchemeFieldRequest,
} from '@sigil/core';
import type { Db, DbOrTx, DbTx } from '../../db/client';
import { ACCESS_MESSAGES, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate, Actor } from '../access/access-gate.service';
import type { MembersService, MembershipRow } from '../members/members.service';
import { changeField, insertNewFields, removeFieldsOf, type SchemeEvent } from './scheme-fields';
import { actorRef } from '../../lib/actor-ref';
import { toField, toScheme } from './scheme-presenter';
import { membershipOf, scopeOf } from './scheme-scope';
import {
  findScheme,
  insertEvents,
  insertScheme,
  listEvents,
  listFields,
  listSchemes,
  listSchemesOf,
  schemeNameTaken,
  updateScheme,
  type SchemeChanges,
  type SchemeRow,
} from './schemes.repository';

/** The four membership roles' names: a custom role may not take one (a member's role must say which it is). */
const SYSTEM_ROLE_NAMES = Object.values(ROLE_TYPES).map((name) => name.toLowerCase());

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
  async list(
    user: SessionUser,
    organisationDid?: string,
    statuses?: readonly TSchemeStatus[],
  ): Promise<TScheme[]> {
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
    const actor = await this.access.require(user, 'schemes:create', {
      organisationDid: input.organizationDid,
    });
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
      const fieldEvents = input.fields?.length
        ? await insertNewFields(tx, m.organisationId, row, input.fields, 'fields')
        : [];
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
  async addFields(
    user: SessionUser,
    id: string,
    fields: TNewSchemeField[],
    fieldsKey?: string,
  ): Promise<TScheme> {
    return this.change(user, id, (tx, m, row) =>
      insertNewFields(tx, m.organisationId, row, fields, fieldsKey),
    );
  }

  async updateField(
    user: SessionUser,
    id: string,
    fieldId: string,
    patch: TUpdateSchemeFieldRequest,
  ): Promise<TScheme> {
    return this.change(user, id, (tx, m, row) => changeField(tx, m.organisationId, row, fieldId, patch));
  }

  async removeFields(user: SessionUser, id: string, fieldIds: readonly string[]): Promise<TScheme> {
    return this.change(user, id, (tx, _m, row) => removeFieldsOf(tx, row, fieldIds));
  }

  /** The checker's step: not by whoever made or last changed this version. */
  async check(user: SessionUser, id: string): Promise<TScheme> {
    const actor = await this.access.require(user, 'schemes:check');
    return this.step(actor, id, async (tx, m, row) => {
      if (row.status !== 'CREATED') throw conflict(SM.notCreated);
      this.access.checkTarget(actor, { fourEyes: fourEyes(row, 'check') });
      await updateScheme(tx, id, {
        status: 'CHECKED',
        checkedByDid: m.memberDid,
        checkedByName: m.memberName,
        checkedAt: new Date(),
      });
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

  private refuseSystemRoleName(name: string): void {
    if (SYSTEM_ROLE_NAMES.includes(name.trim().toLowerCase())) {
      throw conflict(SM.systemRoleName, { schemeName: SM.systemRoleName });
    }
  }

  private async refuseTakenName(
    db: DbOrTx,
    organisationId: string,
    name: string,
    exceptId?: string,
  ): Promise<void> {
    if (await schemeNameTaken(db, organisationId, name, exceptId)) {
      throw conflict(SM.duplicateName, { schemeName: SM.duplicateName });
    }
  }

  private async find(
    db: DbOrTx,
    m: MembershipRow,
    id: string,
    options?: { lock?: boolean },
  ): Promise<SchemeRow> {
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
    rows.forEach(({ organisationId }, i) =>
      roles.set(organisationId, [...(roles.get(organisationId) ?? []), schemes[i]!]),
    );
    return roles;
  }

  /**
   * One role of the organisation, locked until the caller's transaction ends (so it cannot be
   * deactivated or edited meanwhile), or undefined when it is not the organisation's.
   */
  async lockedRole(
    tx: DbTx,
    organisation: { id: string; did: string },
    schemeId: string,
  ): Promise<TScheme | undefined> {
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
