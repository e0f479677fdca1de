import { useSearchParams } from 'react-router';
import { linkTo, type LinkTarget } from '../../lib/routing';

/** Paths and link builders of the members screens (their pages link to each other). */
export const MEMBERS_PATHS = {
  adminManagement: '/admin-management',
  userManagement: '/user-management',
  /** The spec's other route to User Management: the same screen, no sidebar entry. */
  users: '/user',
  manageMember: '/user/manage',
  keyUsers: '/user/key',
} as const;

export const toUserManagement = linkTo(MEMBERS_PATHS.userManagement);

const MEMBER_ID_PARAM = 'memberId';

/** /user/manage?memberId= : a user's name, email and role. */
export const toManageMember = ({ memberId }: { memberId: string }): LinkTarget => ({
  to: `${MEMBERS_PATHS.manageMember}?${new URLSearchParams({ [MEMBER_ID_PARAM]: memberId }).toString()}`,
});

/** The member named by ?memberId= (trimmed); null when the URL names none. */
export function useMemberIdParam(): string | null {
  const [params] = useSearchParams();
  return params.get(MEMBER_ID_PARAM)?.trim() || null;
}
