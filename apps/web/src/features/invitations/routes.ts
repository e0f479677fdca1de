import MailOutlined from '@mui/icons-material/MailOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { isAdminAccountType } from '@sigil/core';
import { defineScreens, linksOf, screen, type ScreenNav } from '../../lib/routing';

/** Both screens are 'Invitations' in the sidebar; a member sees the one their permission opens. */
const NAV = { labelKey: 'nav.invitations', icon: MailOutlined, order: 30 } as const satisfies ScreenNav;

export const invitationsRoutes = defineScreens({
  adminInvitations: screen(
    '/admin-invitations',
    'invitations:create-admin',
    () => import('./pages/admin-invitations-page'),
    NAV,
  ),
  userInvitations: screen(
    '/user-invitations',
    'invitations:create-user',
    () => import('./pages/user-invitations-page'),
    NAV,
  ),
  // The provider's queue of Machine User invitations, after Request in its sidebar.
  invitationRequests: screen(
    '/invitation-requests',
    'invitations:decide-machine-user',
    () => import('./pages/invitation-requests-page'),
    { icon: SmartToyOutlined, order: 50 },
  ),
});

export const { toAdminInvitations, toUserInvitations, toInvitationRequests } = linksOf(invitationsRoutes);

/** The list an invitation into this role is sent from: the admin roles', or the users'. */
export const toInvitationsOfRole = (roleType: string) =>
  isAdminAccountType(roleType) ? toAdminInvitations() : toUserInvitations();
