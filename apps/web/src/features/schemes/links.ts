import { useSearchParams } from 'react-router';
import { linkTo, type LinkTarget } from '../../lib/routing';

/**
 * Paths, link builders and typed search of the roles screens (their pages link to each other). A
 * custom role is a scheme (docs/architecture.md, Roles and custom roles): the spec's role screens
 * and its /scheme screens are one feature.
 */
export const SCHEMES_PATHS = {
  management: '/role-management',
  add: '/add-role',
  details: '/role-details',
  schemes: '/scheme',
  manage: '/scheme/manage',
  check: '/scheme/check',
  approve: '/scheme/approve',
  customFields: '/custom-fields',
} as const;

export const toRoleManagement = linkTo(SCHEMES_PATHS.management);
export const toAddRole = linkTo(SCHEMES_PATHS.add);
export const toSchemes = linkTo(SCHEMES_PATHS.schemes);
export const toCheckSchemes = linkTo(SCHEMES_PATHS.check);
export const toApproveSchemes = linkTo(SCHEMES_PATHS.approve);
export const toCustomFields = linkTo(SCHEMES_PATHS.customFields);

/** Query parameter of the role screens that names the role (the scheme's id). */
const ID_PARAM = 'id';

export interface RoleParams {
  id: string;
}

const withId = (path: string, id: string): LinkTarget => ({
  to: `${path}?${new URLSearchParams({ [ID_PARAM]: id }).toString()}`,
});

/** /role-details?id= : one role, its fields, its history and the check and approval steps. */
export const toRoleDetails = ({ id }: RoleParams): LinkTarget => withId(SCHEMES_PATHS.details, id);

/** /scheme/manage?id= : rename a role and edit its fields. */
export const toManageScheme = ({ id }: RoleParams): LinkTarget => withId(SCHEMES_PATHS.manage, id);

/** The role named by ?id= (trimmed); null when the URL names none. */
export function useRoleIdParam(): string | null {
  const [params] = useSearchParams();
  return params.get(ID_PARAM)?.trim() || null;
}
