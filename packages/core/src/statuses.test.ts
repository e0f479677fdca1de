import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  AUTH_REQUEST_STATUSES,
  INVITATION_STATUSES,
  INVITATION_STATUS_LABELS,
  PROTECT_FLAGS,
  ROLE_ACTIVE_STATUS,
  ROLE_ACTIVE_STATUS_LABELS,
  isInvitationStatus,
  normaliseStatus,
} from './statuses';
import { ENDORSEMENT_LABELS, endorsementLabel, MEMBERSHIP_REQUEST_STATUSES } from './api/endorsements';

describe('normaliseStatus', () => {
  it.each([
    ['INVITED  ', 'INVITED'],
    ['  ACCEPTED', 'ACCEPTED'],
    ['REJECTED\t', 'REJECTED'],
    ['invited', 'INVITED'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseStatus(input)).toBe(expected);
  });
});

describe('isInvitationStatus', () => {
  it.each(['INVITED', 'ACCEPTED', 'REJECTED', 'INVITED  ', ' ACCEPTED '])(
    '%j is an invitation status',
    (status) => {
      expect(isInvitationStatus(status)).toBe(true);
    },
  );

  it.each(['PENDING', 'WAITING', 'APPROVED', 'INVITE', '', '   ', null, undefined])('%j is not', (status) => {
    expect(isInvitationStatus(status)).toBe(false);
  });
});

describe('status vocabularies (spec §4, §9)', () => {
  it('invitation statuses and their labels: INVITED reads Pending', () => {
    expect(INVITATION_STATUSES).toEqual(['INVITED', 'ACCEPTED', 'REJECTED']);
    expect(INVITATION_STATUS_LABELS).toEqual({
      INVITED: 'Pending',
      ACCEPTED: 'Accepted',
      REJECTED: 'Rejected',
    });
  });

  it('activity types', () => {
    expect(ACTIVITY_TYPES).toEqual(['REGISTER', 'SIGN', 'SEAL', 'UNSEAL', 'VERIFY', 'ASSERT']);
  });

  it('endorsement labels: a request waits until it is approved or rejected', () => {
    expect(ENDORSEMENT_LABELS).toEqual(['WAITING', 'APPROVED', 'REJECTED']);
    expect(MEMBERSHIP_REQUEST_STATUSES.map(endorsementLabel)).toEqual([
      'WAITING',
      'WAITING',
      'APPROVED',
      'REJECTED',
    ]);
  });

  it('role activeStatus Y is Active, D is UnActive', () => {
    expect(ROLE_ACTIVE_STATUS).toEqual({ active: 'Y', inactive: 'D' });
    expect(ROLE_ACTIVE_STATUS_LABELS[ROLE_ACTIVE_STATUS.active]).toBe('Active');
    expect(ROLE_ACTIVE_STATUS_LABELS[ROLE_ACTIVE_STATUS.inactive]).toBe('UnActive');
  });

  it("protection flag 'N' is public, 'Y' protected", () => {
    expect(PROTECT_FLAGS).toEqual({ public: 'N', protected: 'Y' });
  });

  it('auth request statuses include COMPLETED, the one the login poll waits for', () => {
    expect(AUTH_REQUEST_STATUSES).toContain('COMPLETED');
    expect(AUTH_REQUEST_STATUSES).toContain('PENDING');
  });
});
