import { SCHEME_MESSAGES as SM, type TCustomFieldType, type TFieldKind } from '@sigil/core';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import {
  countTypeUses,
  findCustomFieldTypes,
  insertCustomFieldType,
  listCustomFieldTypes,
  removeCustomFieldTypes,
  updateCustomFieldType,
  type CustomFieldTypeRow,
} from './custom-field-types.repository';
import { membershipOf, scopeOf } from './scheme-scope';

export interface CustomFieldTypeInput {
  name: string;
  kind: TFieldKind;
  options: string[];
  organizationDid?: string;
}

function toCustomFieldType(
  row: CustomFieldTypeRow,
  organisationDid: string,
  usedBy: number,
): TCustomFieldType {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TFieldKind,
    options: row.options,
    organizationDid: organisationDid,
    usedBy,
    createdBy: { did: row.createdByDid, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((o, i) => o === b[i]);

/**
 * Custom field types (docs/architecture.md, Custom field types): an organisation's vocabulary for
 * role fields. A type that fields of live roles use keeps its kind and options (changing them would
 * change what approved roles accept without a check) and cannot be removed; its name may change.
 */
export class CustomFieldTypesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
  ) {}

  async list(user: SessionUser, organisationDid: string | undefined): Promise<TCustomFieldType[]> {
    const m = membershipOf(await this.access.require(user, 'roles:read', scopeOf(organisationDid)));
    const rows = await listCustomFieldTypes(this.db, m.organisationId);
    const uses = await countTypeUses(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toCustomFieldType(row, m.organisationDid, uses.get(row.id) ?? 0));
  }

  async create(user: SessionUser, input: CustomFieldTypeInput): Promise<TCustomFieldType> {
    const m = membershipOf(
      await this.access.require(user, 'custom-fields:manage', scopeOf(input.organizationDid)),
    );
    const row = await insertCustomFieldType(this.db, {
      organisationId: m.organisationId,
      name: input.name,
      kind: input.kind,
      options: input.options,
      createdByDid: m.memberDid,
      createdByName: m.memberName,
    });
    if (!row) throw conflict(SM.duplicateFieldTypeName, { name: SM.duplicateFieldTypeName });
    return toCustomFieldType(row, m.organisationDid, 0);
  }

  async update(user: SessionUser, id: string, input: CustomFieldTypeInput): Promise<TCustomFieldType> {
    const m = membershipOf(
      await this.access.require(user, 'custom-fields:manage', scopeOf(input.organizationDid)),
    );
    return this.db.transaction(async (tx) => {
      const [current] = await findCustomFieldTypes(tx, m.organisationId, [id], { lock: true });
      if (!current) throw notFound(SM.fieldTypeNotFound);
      const usedBy = (await countTypeUses(tx, [id])).get(id) ?? 0;
      if (usedBy > 0 && (input.kind !== current.kind || !sameOptions(input.options, current.options))) {
        throw conflict(SM.fieldTypeInUseChange, { kind: SM.fieldTypeInUseChange });
      }
      const row = await updateCustomFieldType(tx, id, {
        name: input.name,
        kind: input.kind,
        options: input.options,
      });
      if (!row) throw conflict(SM.duplicateFieldTypeName, { name: SM.duplicateFieldTypeName });
      return toCustomFieldType(row, m.organisationDid, usedBy);
    });
  }

  /** All or nothing: an unknown id, or a type in use, refuses the whole call. */
  async remove(user: SessionUser, ids: readonly string[]): Promise<{ removed: string[] }> {
    const m = membershipOf(await this.access.require(user, 'custom-fields:manage'));
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const rows = await findCustomFieldTypes(tx, m.organisationId, unique, { lock: true });
      if (rows.length !== unique.length) throw notFound(SM.fieldTypeNotFound);
      const uses = await countTypeUses(tx, unique);
      if ([...uses.values()].some((n) => n > 0)) throw conflict(SM.fieldTypeInUse);
      await removeCustomFieldTypes(tx, unique);
      return { removed: unique };
    });
  }
}
