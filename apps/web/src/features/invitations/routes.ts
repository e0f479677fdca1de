import MailOutlined from '@mui/icons-material/MailOutlined';
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
});

export const { toAdminInvitations, toUserInvitations } = linksOf(invitationsRoutes);
