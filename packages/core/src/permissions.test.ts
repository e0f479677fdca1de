import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_NAMES, permissionsOf, principalHolds } from './permissions';

describe('the permission vocabulary (spec §6)', () => {
  it('gives each account type what spec §6 names', () => {
    expect(principalHolds('Admin', 'invitations:create-admin')).toBe(true);
    expect(principalHolds('Admin', 'activities:read-organisation')).toBe(true);
    expect(principalHolds('UserAdmin', 'invitations:create-user')).toBe(true);
    expect(principalHolds('UserAdmin', 'invitations:create-admin')).toBe(false);
    expect(principalHolds('RoleAdmin', 'schemes:create')).toBe(true);
    expect(principalHolds('RoleAdmin', 'users:manage')).toBe(false);
    expect(principalHolds('provider', 'enrolment:decide')).toBe(true);
    expect(principalHolds('individual', 'enrolment:decide')).toBe(false);
  });

  it('keeps maker and checker apart by default', () => {
    for (const principal of PERMISSIONS['schemes:create'])
      expect(principalHolds(principal, 'schemes:check')).toBe(false);
  });

  it('gives a machine user and nobody at all nothing in the console', () => {
    expect(permissionsOf('Machine User')).toEqual({});
    expect(permissionsOf(null)).toEqual({});
  });

  it('answers a membership with the map of what it may do', () => {
    const granted = permissionsOf('UserAdmin');
    expect(granted['users:manage']).toBe(true);
    expect(Object.keys(granted).every((name) => PERMISSION_NAMES.includes(name as never))).toBe(true);
  });
});
