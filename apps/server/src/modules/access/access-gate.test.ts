import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session-tokens';
import type { MembershipRow } from '../members/members.service';
import { ACCESS_MESSAGES, AccessGate } from './access-gate.service';

const ORG_A = 'did:sigil:0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const ORG_B = 'did:sigil:0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const ALICE = 'did:sigil:0x1111111111111111111111111111111111111111';
const BOB = 'did:sigil:0x2222222222222222222222222222222222222222';

const membership = (
  roleType: string,
  memberDid = ALICE,
  features = ['schemes', 'endorsements'],
): MembershipRow => ({
  membershipId: 'm-1',
  memberDid,
  memberName: 'Alice',
  roleCode: '1001',
  roleType,
  organisationId: 'o-1',
  organisationDid: ORG_A,
  businessName: 'Org A',
  logo: null,
  features,
  organisationStatus: 'ACTIVE',
});

function gateWith(row: MembershipRow | undefined): AccessGate {
  return new AccessGate({ membership: () => Promise.resolve(row) });
}

const session = (overrides: Partial<SessionUser>): SessionUser => ({
  sub: ALICE,
  aud: 'organisation',
  mid: 'm-1',
  jti: 'j',
  iat: 0,
  exp: 0,
  token: 't',
  did: { extdata: { name: '', email: '' } },
  ...overrides,
});

describe('the access gate', () => {
  it('lets a member act in their own organisation only', async () => {
    const gate = gateWith(membership('Admin'));
    await expect(
      gate.require(session({}), 'organisation:read', { organisationDid: ORG_A }),
    ).resolves.toMatchObject({ principal: 'Admin' });
    await expect(gate.require(session({}), 'organisation:read', { organisationDid: ORG_B })).rejects.toThrow(
      ACCESS_MESSAGES.otherOrganisation,
    );
  });

  it('decides by permission, not by role name', async () => {
    await expect(
      gateWith(membership('UserAdmin')).require(session({}), 'invitations:create-admin'),
    ).rejects.toThrow(ACCESS_MESSAGES.notAllowed);
    await expect(
      gateWith(membership('Machine User')).require(session({}), 'organisation:read'),
    ).rejects.toThrow(ACCESS_MESSAGES.notAllowed);
  });

  it('lets the provider reach every organisation, and nobody else without a membership', async () => {
    const gate = gateWith(undefined);
    await expect(
      gate.require(session({ aud: 'provider' }), 'organisation:read', { organisationDid: ORG_B }),
    ).resolves.toMatchObject({ principal: 'provider' });
    await expect(
      gate.require(session({ aud: 'individual' }), 'activities:read-own', { organisationDid: ORG_B }),
    ).rejects.toThrow(ACCESS_MESSAGES.notAllowed);
  });

  it('refuses an organisation login without a live membership of its own', async () => {
    await expect(
      gateWith(membership('Admin')).require(session({ mid: undefined }), 'organisation:read'),
    ).rejects.toThrow(ACCESS_MESSAGES.selectAccount);
    await expect(gateWith(undefined).require(session({}), 'organisation:read')).rejects.toThrow(
      ACCESS_MESSAGES.membershipEnded,
    );
    await expect(
      gateWith(membership('Admin', BOB)).require(session({}), 'organisation:read'),
    ).rejects.toThrow(ACCESS_MESSAGES.membershipEnded);
  });

  it("limits a member to the organisation's account features, and neither the provider nor an individual", async () => {
    const withoutEndorsements = gateWith(membership('Admin', ALICE, ['schemes']));
    await expect(withoutEndorsements.require(session({}), 'membership-requests:approve')).rejects.toThrow(
      ACCESS_MESSAGES.featureMissing('endorsements'),
    );
    await expect(
      withoutEndorsements.require(session({}), 'membership-requests:check'),
    ).resolves.toBeDefined();
    await expect(
      gateWith(membership('RoleAdmin', ALICE, [])).require(session({}), 'schemes:create'),
    ).rejects.toThrow(ACCESS_MESSAGES.featureMissing('schemes'));
    await expect(
      gateWith(membership('Admin')).require(session({}), 'membership-requests:approve'),
    ).resolves.toBeDefined();
    await expect(
      gateWith(undefined).require(session({ aud: 'individual' }), 'endorsements:request'),
    ).resolves.toBeDefined();
  });

  it("keeps a holder's own data to that holder", async () => {
    const gate = gateWith(undefined);
    await expect(
      gate.require(session({ aud: 'individual' }), 'activities:read-own', {
        ownerDid: ALICE.toUpperCase().replace('DID:SIGIL:0X', 'did:sigil:0x'),
      }),
    ).resolves.toBeDefined();
    await expect(
      gate.require(session({ aud: 'individual' }), 'activities:read-own', { ownerDid: BOB }),
    ).rejects.toThrow(ACCESS_MESSAGES.notYours);
  });

  it('refuses an approval step to whoever took an earlier step (maker ≠ checker ≠ approver)', async () => {
    const gate = gateWith(membership('Admin'));
    const check = { step: 'check', taken: { madeBy: [ALICE], checkedBy: null } } as const;
    const approve = { step: 'approve', taken: { madeBy: [BOB], checkedBy: null } } as const;
    await expect(
      gate.require(session({}), 'schemes:check', { organisationDid: ORG_A, fourEyes: check }),
    ).rejects.toThrow(ACCESS_MESSAGES.fourEyes);
    await expect(
      gate.require(session({}), 'schemes:approve', { organisationDid: ORG_A, fourEyes: approve }),
    ).resolves.toBeDefined();
  });
});
