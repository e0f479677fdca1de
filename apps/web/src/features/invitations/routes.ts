import MailOutlined from '@mui/icons-material/MailOutlined';
import { linkTo, type AppRoute } from '../../lib/routing';

const PATHS = { adminInvitations: '/admin-invitations', userInvitations: '/user-invitations' } as const;

/** Both screens are 'Invitations' in the sidebar; a member sees the one their permission opens. */
export const invitationsRoutes = {
  adminInvitations: {
    id: 'adminInvitations',
    path: PATHS.adminInvitations,
    titleKey: 'routes.adminInvitations',
    page: () => import('./pages/admin-invitations-page'),
    access: { permission: 'invitations:create-admin' },
    nav: { labelKey: 'nav.invitations', icon: MailOutlined, order: 30 },
  },
  userInvitations: {
    id: 'userInvitations',
    path: PATHS.userInvitations,
    titleKey: 'routes.userInvitations',
    page: () => import('./pages/user-invitations-page'),
    access: { permission: 'invitations:create-user' },
    nav: { labelKey: 'nav.invitations', icon: MailOutlined, order: 30 },
  },
} as const satisfies Record<string, AppRoute>;

export const toAdminInvitations = linkTo(PATHS.adminInvitations);
export const toUserInvitations = linkTo(PATHS.userInvitations);
