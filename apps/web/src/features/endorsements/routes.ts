import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { defineScreens, screen } from '../../lib/routing';
import { ENDORSEMENTS_PATHS } from './links';

export { toAdminRequests, toEndorsements, toRequestEndorsements } from './links';

export const endorsementsRoutes = defineScreens({
  endorsements: screen(
    ENDORSEMENTS_PATHS.endorsements,
    'endorsements:read-own',
    () => import('./pages/endorsements-page'),
    {
      icon: VerifiedOutlined,
      order: 30,
    },
  ),
  requestEndorsements: screen(
    ENDORSEMENTS_PATHS.requestEndorsements,
    'endorsements:request',
    () => import('./pages/request-endorsements-page'),
  ),
  adminRequests: screen(
    ENDORSEMENTS_PATHS.adminRequests,
    'endorsement-requests:read-all',
    () => import('./pages/admin-requests-page'),
    { labelKey: 'nav.request', icon: AssignmentIndOutlined, order: 40 },
  ),
});
