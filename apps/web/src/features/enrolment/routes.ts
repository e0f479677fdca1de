import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';

export const enrolmentRoutes = defineScreens({
  enrollmentRequests: screen(
    '/enrollment-requests',
    'enrolment:read',
    () => import('./pages/enrollment-requests-page'),
    { icon: HowToRegOutlined, group: 'organization', order: 10 },
  ),
});

export const { toEnrollmentRequests } = linksOf(enrolmentRoutes);
