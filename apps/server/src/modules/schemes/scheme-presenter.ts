import {
  schemeActiveStatus,
  type TFieldKind,
  type TScheme,
  type TSchemeField,
  type TSchemeStatus,
} from '@sigil/core';
import { actorRef } from '../../lib/actor-ref';
import type { SchemeFieldRow, SchemeRow } from './schemes.repository';

/** Scheme rows as the API shows them (TScheme, TSchemeField). */

export function toField(row: SchemeFieldRow): TSchemeField {
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

export function toScheme(
  row: SchemeRow,
  organisationDid: string,
  fields: SchemeFieldRow[],
  membersCount: number,
): TScheme {
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
