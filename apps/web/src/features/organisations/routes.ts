import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import type { AppRoute } from '../../lib/routing';
import { ORGANISATIONS_PATHS } from './links';

export { toOrganizationDetail, toOrganizationsManagement } from './links';

export const organisationsRoutes = {
  organizationsManagement: {
    id: 'organizationsManagement',
    path: ORGANISATIONS_PATHS.management,
    titleKey: 'routes.organizationsManagement',
    page: () => import('./pages/organizations-management-page'),
    access: { permission: 'organisations:list' },
    nav: { labelKey: 'nav.organizations', icon: BusinessOutlined, group: 'organization', order: 20 },
  },
  organizationsDetail: {
    id: 'organizationsDetail',
    path: ORGANISATIONS_PATHS.detail,
    titleKey: 'routes.organizationsDetail',
    page: () => import('./pages/organization-detail-page'),
    // Any organisation's detail: the provider's view (a member reads their own on home).
    access: { permission: 'organisations:list' },
  },
} as const satisfies Record<string, AppRoute>;
