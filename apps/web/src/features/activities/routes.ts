import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';

export const activitiesRoutes = defineScreens({
  myActivities: screen('/my-activities', 'activities:report', () => import('./pages/my-activities-page'), {
    icon: HistoryOutlined,
    order: 20,
  }),
  adminActivities: screen(
    '/admin-activities',
    'activities:read-all',
    () => import('./pages/admin-activities-page'),
    { labelKey: 'nav.activities', icon: ListAltOutlined, order: 30 },
  ),
});

export const { toMyActivities, toAdminActivities } = linksOf(activitiesRoutes);
