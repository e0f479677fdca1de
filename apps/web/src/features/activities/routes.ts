import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { linkTo, type AppRoute } from '../../lib/routing';

const PATHS = { myActivities: '/my-activities', adminActivities: '/admin-activities' } as const;

export const activitiesRoutes = {
  myActivities: {
    id: 'myActivities',
    path: PATHS.myActivities,
    titleKey: 'routes.myActivities',
    page: () => import('./pages/my-activities-page'),
    access: { permission: 'activities:report' },
    nav: { labelKey: 'nav.myActivities', icon: HistoryOutlined, order: 20 },
  },
  adminActivities: {
    id: 'adminActivities',
    path: PATHS.adminActivities,
    titleKey: 'routes.adminActivities',
    page: () => import('./pages/admin-activities-page'),
    access: { permission: 'activities:read-all' },
    nav: { labelKey: 'nav.activities', icon: ListAltOutlined, order: 30 },
  },
} as const satisfies Record<string, AppRoute>;

export const toMyActivities = linkTo(PATHS.myActivities);
export const toAdminActivities = linkTo(PATHS.adminActivities);
