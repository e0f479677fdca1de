import { expect, vi } from 'vitest';
import axe from 'axe-core';
import {
  LOGGED_IN_AS,
  ROLE_CODES,
  ROLE_TYPES,
  type TAdminAccountType,
  type TMember,
  type TScheme,
  type TSessionProfile,
} from '@sigil/core';
import { createOrganisationProfile } from '../../test/factories';
import { signIn } from '../../test/render-app';

/** Test data and helpers of the members screens (their page tests only). */

let sequence = 0;
const didOf = (n: number) => `did:sigil:0x${n.toString(16).padStart(40, '0')}`;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/**
 * A page test renders the whole console and loads its lazy page; with user-event typing and axe on
 * a busy two-core machine, the default 5 s is too short.
 */
export const PAGE_TEST_TIMEOUT = 20_000;

/** How long a test waits for the lazy page and its first data (testing-library's 1 s is not enough then). */
export const PAGE_LOAD = { timeout: 5000 };

/** The organisation of createOrganisationProfile(). */
export const ORGANISATION_DID = 'did:sigil:0x00000000000000000000000000000000000000aa';
export const MEMBERS = `GET /api/accounts/${ORGANISATION_DID}/members`;
export const ACTIVE_ROLES = 'GET /api/v1/trustanchor/schemes_active';

export function createMember(overrides: Partial<TMember> = {}): TMember {
  sequence += 1;
  return {
    MemberID: uuid(4000 + sequence),
    Name: `Member ${sequence}`,
    EmailId: `member${sequence}@acme.example`,
    MemberDid: didOf(6000 + sequence),
    TypeOfRole: ROLE_TYPES.admin,
    RoleCode: ROLE_CODES.admin,
    SchemeId: null,
    KeyUser: false,
    CreatedAt: `2026-11-02T03:04:${String(sequence % 60).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}

/** A member of a membership role: createMemberIn('RoleAdmin'). */
export function createMemberIn(role: keyof typeof ROLE_CODES, overrides: Partial<TMember> = {}): TMember {
  return createMember({ TypeOfRole: ROLE_TYPES[role], RoleCode: ROLE_CODES[role], ...overrides });
}

/** A member of a custom role (a scheme). */
export function createCustomRoleMember(role: TScheme, overrides: Partial<TMember> = {}): TMember {
  return createMember({ TypeOfRole: role.schemeName, RoleCode: '', SchemeId: role.id, ...overrides });
}

/** An approved, active custom role of the organisation. */
export function createActiveRole(overrides: Partial<TScheme> = {}): TScheme {
  sequence += 1;
  const maker = { did: didOf(8000 + sequence), name: 'Rita Maker' };
  return {
    id: uuid(9000 + sequence),
    schemeName: `Role ${sequence}`,
    status: 'APPROVED',
    activeStatus: 'Y',
    organizationDid: ORGANISATION_DID,
    memberId: 'm1',
    fields: [],
    fieldsCount: 0,
    membersCount: 1,
    createdBy: maker,
    editedBy: maker,
    checkedBy: maker,
    approvedBy: maker,
    createdAt: '2026-11-02T03:04:05.000Z',
    updatedAt: '2026-11-02T03:04:05.000Z',
    checkedAt: '2026-11-02T03:04:05.000Z',
    approvedAt: '2026-11-02T03:04:05.000Z',
    ...overrides,
  };
}

/** An organisation login with this account type; its profile (the DID is the user's own). */
export function signInOrganisation(accountType: TAdminAccountType): TSessionProfile {
  const profile = createOrganisationProfile(accountType);
  signIn(profile, LOGGED_IN_AS.organisation);
  return profile;
}

/**
 * No serious or critical axe-core violation in what is rendered. jsdom lays nothing out, so the
 * colour contrast is left to the browser suite (e2e/specs/accessibility.e2e.ts).
 */
export async function expectNoSeriousAxeViolations(root: Element = document.body): Promise<void> {
  // axe measures icon fonts on a canvas, which jsdom lacks (it would log "Not implemented").
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe
    .run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] })
    .finally(() => getContext.mockRestore());
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
