import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { defineScreens, screen } from '../../lib/routing';
import { ORGANISATIONS_PATHS } from './links';

export { toOrganisationDetail, toOrganisationsManagement } from './links';

export const organisationsRoutes = defineScreens({
  organisationsManagement: screen(
    ORGANISATIONS_PATHS.management,
    'organisations:list',
    () => import('./pages/organisations-management-page'),
    { labelKey: 'nav.organizations', icon: BusinessOutlined, group: 'organization', order: 20 },
  ),
  // Any organisation's detail: the provider's view (a member reads their own on home).
  organisationsDetail: screen(
    ORGANISATIONS_PATHS.detail,
    'organisations:list',
    () => import('./pages/organisation-detail-page'),
  ),
});
