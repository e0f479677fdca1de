import type { TCustomFieldType, TScheme, TSchemeDetail } from '@sigil/core';
import { createActor, ORGANISATION_DID, uuidOf } from '../../test/factories';

/** Test data of the roles screens (their page tests only). */

let sequence = 0;

export function createScheme(overrides: Partial<TScheme> = {}): TScheme {
  sequence += 1;
  const maker = createActor({ name: 'Rita Maker' });
  const fields = overrides.fields ?? [];
  return {
    id: uuidOf(sequence),
    schemeName: `Role ${sequence}`,
    status: 'CREATED',
    activeStatus: null,
    organizationDid: ORGANISATION_DID,
    memberId: 'm1',
    fields,
    fieldsCount: fields.length,
    membersCount: 0,
    createdBy: maker,
    editedBy: maker,
    checkedBy: null,
    approvedBy: null,
    createdAt: '2026-11-02T03:04:05.000Z',
    updatedAt: '2026-11-02T03:04:05.000Z',
    checkedAt: null,
    approvedAt: null,
    ...overrides,
  };
}

export function createSchemeDetail(overrides: Partial<TSchemeDetail> = {}): TSchemeDetail {
  const { history = [], ...scheme } = overrides;
  return { ...createScheme(scheme), history };
}

export function createCustomFieldType(overrides: Partial<TCustomFieldType> = {}): TCustomFieldType {
  sequence += 1;
  return {
    id: uuidOf(9000 + sequence),
    name: `Type ${sequence}`,
    kind: 'text',
    options: [],
    organizationDid: ORGANISATION_DID,
    usedBy: 0,
    createdBy: createActor(),
    createdAt: '2026-11-02T03:04:05.000Z',
    updatedAt: '2026-11-02T03:04:05.000Z',
    ...overrides,
  };
}
