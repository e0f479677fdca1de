import type { TPendingInvitation } from '@sigil/core';
import { didOf } from '../../test/factories';

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
