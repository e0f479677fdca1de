import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { linkTo, type AppRoute } from '../../lib/routing';

const PATHS = {
  endorsements: '/endorsements',
  requestEndorsements: '/endorsements/request-endorsements',
  adminRequests: '/admin-requests',
} as const;

export const endorsementsRoutes = {
  endorsements: {
    id: 'endorsements',
    path: PATHS.endorsements,
    titleKey: 'routes.endorsements',
    page: () => import('./pages/endorsements-page'),
    access: { permission: 'endorsements:read-own' },
    nav: { labelKey: 'nav.endorsements', icon: VerifiedOutlined, order: 30 },
  },
  requestEndorsements: {
    id: 'requestEndorsements',
    path: PATHS.requestEndorsements,
    titleKey: 'routes.requestEndorsements',
    page: () => import('./pages/request-endorsements-page'),
    access: { permission: 'endorsements:request' },
  },
  adminRequests: {
    id: 'adminRequests',
    path: PATHS.adminRequests,
    titleKey: 'routes.adminRequests',
    page: () => import('./pages/admin-requests-page'),
    access: { permission: 'endorsement-requests:read-all' },
    nav: { labelKey: 'nav.request', icon: AssignmentIndOutlined, order: 40 },
  },
} as const satisfies Record<string, AppRoute>;

export const toEndorsements = linkTo(PATHS.endorsements);
export const toRequestEndorsements = linkTo(PATHS.requestEndorsements);
export const toAdminRequests = linkTo(PATHS.adminRequests);
