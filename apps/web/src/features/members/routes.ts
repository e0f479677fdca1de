import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { linkTo, type AppRoute } from '../../lib/routing';

const PATHS = { adminManagement: '/admin-management', userManagement: '/user-management' } as const;

export const membersRoutes = {
  adminManagement: {
    id: 'adminManagement',
    path: PATHS.adminManagement,
    titleKey: 'routes.adminManagement',
    page: () => import('./pages/admin-management-page'),
    access: { permission: 'admins:manage' },
    nav: { labelKey: 'nav.adminManagement', icon: ManageAccountsOutlined, order: 40 },
  },
  userManagement: {
    id: 'userManagement',
    path: PATHS.userManagement,
    titleKey: 'routes.userManagement',
    page: () => import('./pages/user-management-page'),
    access: { permission: 'users:manage' },
    nav: { labelKey: 'nav.userManagement', icon: PeopleOutlined, order: 40 },
  },
} as const satisfies Record<string, AppRoute>;

export const toAdminManagement = linkTo(PATHS.adminManagement);
export const toUserManagement = linkTo(PATHS.userManagement);
