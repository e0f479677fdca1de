import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { defineScreens, linksOf, screen } from '../../lib/routing';

export const homeRoutes = defineScreens({
  home: screen('/', 'home:read', () => import('./pages/home-page'), { icon: HomeOutlined, order: 10 }),
});

export const { toHome } = linksOf(homeRoutes);
