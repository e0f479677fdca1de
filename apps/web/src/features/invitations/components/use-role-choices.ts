import {
  ADMIN_INVITATION_ROLE_CODES,
  ROLE_CODES,
  ROLE_TYPES,
  roleTypeForCode,
  type TScheme,
} from '@sigil/core';
import { useActiveRoles } from '../../../api/schemes/get-active-roles';
import type { TInvitationsVariant } from './invitation-variants';

/** A role the dialog offers: the code sent as roleCode, the name sent as roleType (and shown). */
export interface RoleChoice {
  code: string;
  roleType: string;
  /** A custom role: accepting the invitation issues the invitee its endorsement credential. */
  custom?: true;
}

const ADMIN_ROLE_CHOICES: readonly RoleChoice[] = ADMIN_INVITATION_ROLE_CODES.map((code) => ({
  code,
  roleType: roleTypeForCode(code) ?? code,
}));

const MACHINE_USER_CHOICE: RoleChoice = { code: ROLE_CODES.machineUser, roleType: ROLE_TYPES.machineUser };

/**
 * A custom role is a scheme (docs/architecture.md, Roles and custom roles): its id is the code, its
 * name the role type.
 */
const customRoleChoices = (schemes: readonly TScheme[]): RoleChoice[] =>
  schemes
    .filter((scheme) => scheme.activeStatus === 'Y')
    .map((scheme): RoleChoice => ({ code: scheme.id, roleType: scheme.schemeName, custom: true }))
    .sort((a, b) => a.roleType.localeCompare(b.roleType));

export interface RoleChoices {
  choices: readonly RoleChoice[];
  /** The active roles could not be loaded (a UserAdmin can still invite a Machine User). */
  error: Error | null;
}

/** Admin: Admin, UserAdmin, RoleAdmin. UserAdmin: the organisation's active roles, then Machine User. */
export function useRoleChoices(variant: TInvitationsVariant, organisationDid: string | null): RoleChoices {
  const activeRoles = useActiveRoles(variant === 'user' ? organisationDid : null);
  if (variant === 'admin') return { choices: ADMIN_ROLE_CHOICES, error: null };
  return {
    choices: [...customRoleChoices(activeRoles.data ?? []), MACHINE_USER_CHOICE],
    error: activeRoles.error,
  };
}
