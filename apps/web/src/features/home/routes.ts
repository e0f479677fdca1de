import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { linkTo, type AppRoute } from '../../lib/routing';

const HOME_PATH = '/';

export const homeRoutes = {
  home: {
    id: 'home',
    path: HOME_PATH,
    titleKey: 'routes.home',
    page: () => import('./pages/home-page'),
    access: { permission: 'home:read' },
    nav: { labelKey: 'nav.home', icon: HomeOutlined, order: 10 },
  },
} as const satisfies Record<string, AppRoute>;

export const toHome = linkTo(HOME_PATH);
