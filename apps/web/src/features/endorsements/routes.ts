import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';

export const endorsementsRoutes = defineScreens({
  endorsements: screen('/endorsements', 'endorsements:read-own', () => import('./pages/endorsements-page'), {
    icon: VerifiedOutlined,
    order: 30,
  }),
  requestEndorsements: screen(
    '/endorsements/request-endorsements',
    'endorsements:request',
    () => import('./pages/request-endorsements-page'),
  ),
  adminRequests: screen(
    '/admin-requests',
    'endorsement-requests:read-all',
    () => import('./pages/admin-requests-page'),
    { labelKey: 'nav.request', icon: AssignmentIndOutlined, order: 40 },
  ),
});

export const { toEndorsements, toRequestEndorsements, toAdminRequests } = linksOf(endorsementsRoutes);
