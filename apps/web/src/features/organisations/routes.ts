import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { defineScreens, screen } from '../../lib/routing';
import { ORGANISATIONS_PATHS } from './links';

export { toOrganizationDetail, toOrganizationsManagement } from './links';

export const organisationsRoutes = defineScreens({
  organizationsManagement: screen(
    ORGANISATIONS_PATHS.management,
    'organisations:list',
    () => import('./pages/organizations-management-page'),
    { labelKey: 'nav.organizations', icon: BusinessOutlined, group: 'organization', order: 20 },
  ),
  // Any organisation's detail: the provider's view (a member reads their own on home).
  organizationsDetail: screen(
    ORGANISATIONS_PATHS.detail,
    'organisations:list',
    () => import('./pages/organization-detail-page'),
  ),
});
