import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { linkTo, type AppRoute } from '../../lib/routing';

const ENROLLMENT_REQUESTS_PATH = '/enrollment-requests';

export const enrolmentRoutes = {
  enrollmentRequests: {
    id: 'enrollmentRequests',
    path: ENROLLMENT_REQUESTS_PATH,
    titleKey: 'routes.enrollmentRequests',
    page: () => import('./pages/enrollment-requests-page'),
    access: { permission: 'enrolment:read' },
    nav: { labelKey: 'nav.enrollmentRequests', icon: HowToRegOutlined, group: 'organization', order: 10 },
  },
} as const satisfies Record<string, AppRoute>;

export const toEnrollmentRequests = linkTo(ENROLLMENT_REQUESTS_PATH);
