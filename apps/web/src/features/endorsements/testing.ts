import type {
  TDidRecord,
  TEndorsableAccount,
  TEndorsement,
  TMembershipRequest,
  TPendingInvitation,
} from '@sigil/core';
import { endorsementLabel } from '@sigil/core';
import { didOf, uuidOf } from '../../test/factories';
import { makeJwt } from '../../test/jwt';

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

/** The VC-JWT of an endorsement: its W3C credential as the payload's `vc` (unsigned-looking). */
export function credentialJwt(holderDid: string, organisationDid: string, roleType: string): string {
  return makeJwt({
    iss: organisationDid,
    sub: holderDid,
    nbf: 1_793_000_000,
    vc: {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      type: ['VerifiableCredential', 'EndorsementCredential'],
      credentialSubject: { id: holderDid, associatedWith: { id: organisationDid, type: roleType } },
    },
  });
}

export function createEndorsement(overrides: Partial<TEndorsement> = {}): TEndorsement {
  sequence += 1;
  const holderDid = overrides.holderDid ?? didOf(5000 + sequence);
  const organisationDid = overrides.organizationDid ?? didOf(4000 + sequence);
  const roleType = overrides.roleType ?? `Role ${sequence}`;
  return {
    id: `urn:uuid:${uuidOf(6000 + sequence)}`,
    credentialSubject: { id: holderDid, associatedWith: { id: organisationDid, type: roleType } },
    memberId: uuidOf(7000 + sequence),
    holderDid,
    holderName: 'Ada Lovelace',
    organizationDid: organisationDid,
    organizationName: `Org ${sequence} Pte Ltd`,
    schemeId: uuidOf(9000 + sequence),
    roleType,
    status: 'VALID',
    issuedAt: '2026-11-02T03:04:05.000Z',
    revokedAt: null,
    jwt: credentialJwt(holderDid, organisationDid, roleType),
    ...overrides,
  };
}

export function createMembershipRequest(overrides: Partial<TMembershipRequest> = {}): TMembershipRequest {
  sequence += 1;
  const status = overrides.status ?? 'SENT';
  const requester = { did: didOf(5000 + sequence), name: 'Ada Lovelace' };
  return {
    id: uuidOf(8000 + sequence),
    kind: 'APPLICATION',
    status,
    label: endorsementLabel(status),
    organizationDid: didOf(4000 + sequence),
    organizationName: `Org ${sequence} Pte Ltd`,
    schemeId: uuidOf(9000 + sequence),
    schemeName: `Role ${sequence}`,
    requesterDid: requester.did,
    requesterName: requester.name,
    values: {},
    createdBy: requester,
    checkedBy: null,
    decidedBy: null,
    reason: null,
    createdAt: '2026-11-02T03:04:05.000Z',
    checkedAt: null,
    decidedAt: null,
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
