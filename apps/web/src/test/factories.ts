import { ROLE_TYPES, type TAdminAccountType, type TLoginMode, type TSessionProfile } from '@sigil/core';

let sequence = 0;

export function createProfile(overrides: Partial<TSessionProfile> = {}): TSessionProfile {
  sequence += 1;
  return {
    did: `did:sigil:0x${sequence.toString(16).padStart(40, '0')}`,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    mode: 'individual',
    avatar: null,
    roles: [],
    selectedAccount: null,
    organisation: null,
    ...overrides,
  };
}

/** A member of an organisation signed in with one of its admin account types. */
export function createOrganisationProfile(
  accountType: TAdminAccountType = ROLE_TYPES.admin,
  overrides: Partial<TSessionProfile> = {},
): TSessionProfile {
  const organizationDid = 'did:sigil:0x00000000000000000000000000000000000000aa';
  return createProfile({
    mode: 'organisation' satisfies TLoginMode,
    roles: [
      { enrollmentID: 'e1', enrolledOrg: 'Acme Ltd', organizationDid, type: accountType, membershipId: 'm1' },
    ],
    selectedAccount: { id: 'acc-1', type: accountType, membershipId: 'm1' },
    organisation: { did: organizationDid, businessName: 'Acme Ltd', logo: null },
    ...overrides,
  });
}
