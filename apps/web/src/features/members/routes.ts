import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';
import { MEMBERS_PATHS } from './links';

export { toManageMember } from './links';

/**
 * The organisation's members: an Admin manages the admin roles, a UserAdmin every other role and
 * the key users.
 */
export const membersRoutes = defineScreens({
  adminManagement: screen(
    MEMBERS_PATHS.adminManagement,
    'admins:manage',
    () => import('./pages/admin-management-page'),
    { icon: ManageAccountsOutlined, order: 40 },
  ),
  userManagement: screen(
    MEMBERS_PATHS.userManagement,
    'users:manage',
    () => import('./pages/user-management-page'),
    { icon: PeopleOutlined, order: 40 },
  ),
  // The spec's /user: an alias of User Management, without a sidebar entry of its own.
  users: screen(MEMBERS_PATHS.users, 'users:manage', () => import('./pages/user-management-page')),
  manageMember: screen(
    MEMBERS_PATHS.manageMember,
    'users:manage',
    () => import('./pages/manage-member-page'),
  ),
  keyUsers: screen(MEMBERS_PATHS.keyUsers, 'users:manage', () => import('./pages/key-users-page'), {
    icon: KeyOutlined,
    order: 41,
  }),
});

export const { toAdminManagement, toUserManagement, toUsers, toKeyUsers } = linksOf(membersRoutes);
