import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';

export const enrolmentRoutes = defineScreens({
  enrolmentRequests: screen(
    '/enrollment-requests',
    'enrolment:read',
    () => import('./pages/enrolment-requests-page'),
    { icon: HowToRegOutlined, group: 'organization', order: 10 },
  ),
});

export const { toEnrolmentRequests } = linksOf(enrolmentRoutes);
