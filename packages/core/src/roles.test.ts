import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_TYPES,
  ROLE_CODES,
  ROLE_TYPES,
  SEEDED_MEMBERSHIP_ROLES,
  isAdminAccountType,
  roleTypeForCode,
} from './roles';

describe('role codes (spec §3, §9)', () => {
  it('1001 Admin, 1020 UserAdmin, 1030 RoleAdmin, 1005 Machine User', () => {
    expect(ROLE_CODES).toEqual({ admin: '1001', userAdmin: '1020', roleAdmin: '1030', machineUser: '1005' });
    expect(ROLE_TYPES).toEqual({
      admin: 'Admin',
      userAdmin: 'UserAdmin',
      roleAdmin: 'RoleAdmin',
      machineUser: 'Machine User',
    });
  });

  it('seeds the four roles with matching code and name', () => {
    expect(SEEDED_MEMBERSHIP_ROLES.map((role) => [role.paramCode, role.paramName])).toEqual([
      ['1001', 'Admin'],
      ['1020', 'UserAdmin'],
      ['1030', 'RoleAdmin'],
      ['1005', 'Machine User'],
    ]);
  });
});

describe('isAdminAccountType', () => {
  it.each(['Admin', 'UserAdmin', 'RoleAdmin', ' Admin '])(
    '%j may stay logged in to My Organisation',
    (type) => {
      expect(isAdminAccountType(type)).toBe(true);
    },
  );

  it.each(['Machine User', 'Auditor', '1001', '', null, undefined])('%j may not', (type) => {
    expect(isAdminAccountType(type)).toBe(false);
  });

  it('lists exactly the three admin types', () => {
    expect([...ADMIN_ACCOUNT_TYPES].sort()).toEqual(['Admin', 'RoleAdmin', 'UserAdmin']);
  });
});

describe('roleTypeForCode', () => {
  it.each([
    ['1001', 'Admin'],
    ['1020', 'UserAdmin'],
    ['1030', 'RoleAdmin'],
    ['1005', 'Machine User'],
  ])('%s → %s', (code, type) => {
    expect(roleTypeForCode(code)).toBe(type);
  });

  it.each(['9999', '', 'Admin', '1001 '])('%j → undefined', (code) => {
    expect(roleTypeForCode(code)).toBeUndefined();
  });
});
