import { linkTo, type LinkTarget } from '../../lib/routing';

/** Paths and link builders of the auth screens (their pages link to each other; routes.ts uses them). */
export const AUTH_PATHS = {
  login: '/login',
  organisationSignup: '/organisation-signup',
  tokenExpired: '/token-expired',
  providerSetup: '/setup',
} as const;

/** To login, remembering where the visitor wanted to go. */
export function toLogin(from?: string): LinkTarget<{ from: string }> {
  return from ? { to: AUTH_PATHS.login, state: { from } } : { to: AUTH_PATHS.login };
}

export const toOrganisationSignup = linkTo(AUTH_PATHS.organisationSignup);
export const toTokenExpired = linkTo(AUTH_PATHS.tokenExpired);
