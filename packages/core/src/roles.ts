/** Membership roles of spec §3 and §9. */

export const ROLE_CODES = {
  admin: '1001',
  userAdmin: '1020',
  roleAdmin: '1030',
  machineUser: '1005',
} as const;

export const ROLE_TYPES = {
  admin: 'Admin',
  userAdmin: 'UserAdmin',
  roleAdmin: 'RoleAdmin',
  machineUser: 'Machine User',
} as const;

export type TRoleType = (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES];
export type TRoleCode = (typeof ROLE_CODES)[keyof typeof ROLE_CODES];

/** The four seeded membership roles, as stored in membership_roles (ParamCode, ParamName…). */
export const SEEDED_MEMBERSHIP_ROLES = [
  { paramCode: ROLE_CODES.admin, paramName: ROLE_TYPES.admin, description: 'Organisation administrator' },
  {
    paramCode: ROLE_CODES.userAdmin,
    paramName: ROLE_TYPES.userAdmin,
    description: 'Invites and manages users',
  },
  {
    paramCode: ROLE_CODES.roleAdmin,
    paramName: ROLE_TYPES.roleAdmin,
    description: 'Manages roles and schemes',
  },
  {
    paramCode: ROLE_CODES.machineUser,
    paramName: ROLE_TYPES.machineUser,
    description: 'A machine, invited by DID only',
  },
] as const;

/** Account types that may stay logged in to "My Organisation" (spec §6). */
export const ADMIN_ACCOUNT_TYPES = [ROLE_TYPES.admin, ROLE_TYPES.userAdmin, ROLE_TYPES.roleAdmin] as const;
export type TAdminAccountType = (typeof ADMIN_ACCOUNT_TYPES)[number];

export function isAdminAccountType(type: string | null | undefined): type is TAdminAccountType {
  return (ADMIN_ACCOUNT_TYPES as readonly string[]).includes((type ?? '').trim());
}

export function roleTypeForCode(code: string): TRoleType | undefined {
  const entry = Object.entries(ROLE_CODES).find(([, c]) => c === code);
  return entry ? ROLE_TYPES[entry[0] as keyof typeof ROLE_TYPES] : undefined;
}
