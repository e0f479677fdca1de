import type { TDidRecord, TEndorsableAccount, TPendingInvitation } from '@sigil/core';
import { didOf, uuidOf } from '../../test/factories';

/** Test data of the endorsements screens (their page tests only). */

let sequence = 0;

export function createPendingInvitation(overrides: Partial<TPendingInvitation> = {}): TPendingInvitation {
  sequence += 1;
  return {
    invitationCode: `code-${sequence}`,
    organizationDid: didOf(4000 + sequence),
    organizationName: `Org ${sequence} Pte Ltd`,
    roleType: `Role ${sequence}`,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    invitorName: `Inviter ${sequence}`,
    status: 'INVITED',
    createdDate: '2026-11-02T03:04:05.000Z',
    expiresAt: '2026-11-09T03:04:05.000Z',
    ...overrides,
  };
}

export function createEndorsableAccount(overrides: Partial<TEndorsableAccount> = {}): TEndorsableAccount {
  sequence += 1;
  return {
    BusinessName: `Org ${sequence} Pte Ltd`,
    Address: `${sequence} Raffles Place`,
    AccountName: `Org ${sequence}`,
    AccountDid: didOf(4000 + sequence),
    schemes: [{ id: uuidOf(9000 + sequence), schemeName: `Role ${sequence}`, fields: [] }],
    ...overrides,
  };
}

export function createDidRecord(overrides: Partial<TDidRecord> = {}): TDidRecord {
  sequence += 1;
  return {
    did: didOf(5000 + sequence),
    registered: true,
    protectFlag: 'N',
    hidden: false,
    kind: 'individual',
    publicKey: `02${'ab'.repeat(32)}`,
    created: '2026-11-02T03:04:05.000Z',
    profile: { name: `Holder ${sequence}` },
    other: { endorsements: [] },
    ...overrides,
  };
}
