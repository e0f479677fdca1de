import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { linkTo, type AppRoute } from '../../lib/routing';

const PATHS = {
  roleManagement: '/role-management',
  addRole: '/add-role',
  roleDetails: '/role-details',
} as const;

/** Custom roles are schemes (DESIGN.md §10): their screens belong to the scheme maker. */
export const rolesRoutes = {
  roleManagement: {
    id: 'roleManagement',
    path: PATHS.roleManagement,
    titleKey: 'routes.roleManagement',
    page: () => import('./pages/role-management-page'),
    access: { permission: 'schemes:create' },
    nav: { labelKey: 'nav.roleManagement', icon: SecurityOutlined, order: 50 },
  },
  addRole: {
    id: 'addRole',
    path: PATHS.addRole,
    titleKey: 'routes.addRole',
    page: () => import('./pages/add-role-page'),
    access: { permission: 'schemes:create' },
  },
  roleDetails: {
    id: 'roleDetails',
    path: PATHS.roleDetails,
    titleKey: 'routes.roleDetails',
    page: () => import('./pages/role-details-page'),
    access: { permission: 'schemes:create' },
  },
} as const satisfies Record<string, AppRoute>;

export const toRoleManagement = linkTo(PATHS.roleManagement);
export const toAddRole = linkTo(PATHS.addRole);
export const toRoleDetails = linkTo(PATHS.roleDetails);
