import type { AppRoute } from '../../lib/routing';
import { AUTH_PATHS } from './links';

export { toLogin, toOrganisationSignup, toTokenExpired } from './links';

export const authRoutes = {
  login: {
    id: 'login',
    path: AUTH_PATHS.login,
    titleKey: 'routes.login',
    page: () => import('./pages/login-page'),
    access: 'public',
  },
  organisationSignup: {
    id: 'organisationSignup',
    path: AUTH_PATHS.organisationSignup,
    titleKey: 'routes.organisationSignup',
    page: () => import('./pages/organisation-signup-page'),
    access: 'public',
  },
  tokenExpired: {
    id: 'tokenExpired',
    path: AUTH_PATHS.tokenExpired,
    titleKey: 'routes.tokenExpired',
    page: () => import('./pages/token-expired-page'),
    access: 'always',
  },
} as const satisfies Record<string, AppRoute>;
