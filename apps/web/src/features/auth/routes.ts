import { defineScreens, screen } from '../../lib/routing';
import { AUTH_PATHS } from './links';

export { toLogin, toOrganisationSignup, toTokenExpired } from './links';

export const authRoutes = defineScreens({
  login: screen(AUTH_PATHS.login, 'public', () => import('./pages/login-page')),
  organisationSignup: screen(
    AUTH_PATHS.organisationSignup,
    'public',
    () => import('./pages/organisation-signup-page'),
  ),
  tokenExpired: screen(AUTH_PATHS.tokenExpired, 'always', () => import('./pages/token-expired-page')),
  providerSetup: screen(AUTH_PATHS.providerSetup, 'public', () => import('./pages/provider-setup-page')),
});
