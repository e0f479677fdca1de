import { describe, expect, it } from 'vitest';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { defineScreens, linksOf, screen } from './routing';

const page = () => Promise.resolve({ default: () => null });

describe('defineScreens', () => {
  it('takes id, title and sidebar label from the key, a labelKey overriding the label', () => {
    const routes = defineScreens({
      home: screen('/', 'home:read', page, { icon: HomeOutlined, order: 10 }),
      adminActivities: screen('/a', 'activities:read-all', page, {
        labelKey: 'nav.activities',
        icon: HomeOutlined,
        order: 20,
      }),
      login: screen('/login', 'public', page),
    });
    expect(routes.home).toEqual({
      id: 'home',
      path: '/',
      titleKey: 'routes.home',
      page,
      access: { permission: 'home:read' },
      nav: { labelKey: 'nav.home', icon: HomeOutlined, order: 10 },
    });
    expect(routes.adminActivities.nav?.labelKey).toBe('nav.activities');
    expect(routes.login).toEqual({
      id: 'login',
      path: '/login',
      titleKey: 'routes.login',
      page,
      access: 'public',
    });
    expect(linksOf(routes).toLogin()).toEqual({ to: '/login' });
  });

  it('checks the derived keys against en.json at compile time', () => {
    // @ts-expect-error -- 'routes.homme' is no key of en.json; without this line `npm run typecheck` fails.
    defineScreens({ homme: screen('/', 'home:read', page) });
    const unlabelled = screen('/a', 'activities:read-all', page, { icon: HomeOutlined, order: 1 });
    // @ts-expect-error -- 'nav.adminActivities' is no key of en.json: the entry must name its labelKey.
    defineScreens({ adminActivities: unlabelled });
  });
});
