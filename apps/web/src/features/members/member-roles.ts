import { ROLE_CODES, ROLE_TYPES, type TMember } from '@sigil/core';

export interface RoleOption {
  code: string;
  name: string;
}

/** The membership roles Admin Management shows; User Management shows every other role. */
export const ADMIN_ROLES: readonly RoleOption[] = [
  { code: ROLE_CODES.admin, name: ROLE_TYPES.admin },
  { code: ROLE_CODES.userAdmin, name: ROLE_TYPES.userAdmin },
  { code: ROLE_CODES.roleAdmin, name: ROLE_TYPES.roleAdmin },
];
const ADMIN_ROLE_CODES = ADMIN_ROLES.map((role) => role.code);

export function isAdminMember(member: TMember): boolean {
  return member.SchemeId === null && ADMIN_ROLE_CODES.includes(member.RoleCode);
}

export const isUserMember = (member: TMember) => !isAdminMember(member);

export const isKeyUser = (member: TMember) => member.KeyUser;

/** What names a member's role: a custom role's id (the scheme's), else the membership role's code. */
export const roleCodeOf = (member: TMember): string => member.SchemeId ?? member.RoleCode;

/** Each role once, by name. */
export function distinctRoles(roles: Iterable<RoleOption>): RoleOption[] {
  const byCode = new Map<string, RoleOption>();
  for (const role of roles) if (!byCode.has(role.code)) byCode.set(role.code, role);
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const roleOptionOf = (member: TMember): RoleOption => ({
  code: roleCodeOf(member),
  name: member.TypeOfRole,
});
