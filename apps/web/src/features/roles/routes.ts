import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';

/** Custom roles are schemes (DESIGN.md §10): their screens belong to the scheme maker. */
export const rolesRoutes = defineScreens({
  roleManagement: screen('/role-management', 'schemes:create', () => import('./pages/role-management-page'), {
    icon: SecurityOutlined,
    order: 50,
  }),
  addRole: screen('/add-role', 'schemes:create', () => import('./pages/add-role-page')),
  roleDetails: screen('/role-details', 'schemes:create', () => import('./pages/role-details-page')),
});

export const { toRoleManagement, toAddRole, toRoleDetails } = linksOf(rolesRoutes);
