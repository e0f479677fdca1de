import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';

export const membersRoutes = defineScreens({
  adminManagement: screen(
    '/admin-management',
    'admins:manage',
    () => import('./pages/admin-management-page'),
    { icon: ManageAccountsOutlined, order: 40 },
  ),
  userManagement: screen('/user-management', 'users:manage', () => import('./pages/user-management-page'), {
    icon: PeopleOutlined,
    order: 40,
  }),
});

export const { toAdminManagement, toUserManagement } = linksOf(membersRoutes);
