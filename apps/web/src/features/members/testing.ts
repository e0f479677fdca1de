import { screen } from '@testing-library/react';
import { ROLE_CODES, ROLE_TYPES, type TMember, type TScheme } from '@sigil/core';
import { didOf, ORGANISATION_DID, uuidOf } from '../../test/factories';

/** Test data and helpers of the members screens (their page tests only). */

let sequence = 0;

export const MEMBERS = `GET /api/accounts/${ORGANISATION_DID}/members`;

export function createMember(overrides: Partial<TMember> = {}): TMember {
  sequence += 1;
  return {
    MemberID: uuidOf(4000 + sequence),
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

/** The names in the listed rows (their first cell), in the order shown. */
export const namesIn = (rowTestId: string) =>
  screen.queryAllByTestId(rowTestId).map((row) => row.querySelector('td')?.textContent);
