import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import {
  LOGGED_IN_AS,
  permissionsOf,
  STORAGE_KEYS,
  type TAdminAccountType,
  type TLoggedInAs,
  type TRoleType,
  type TSessionProfile,
} from '@sigil/core';
import { Providers } from '../app/providers';
import { createAppRoutes } from '../app/router';
import { useSessionStore } from '../lib/session-store';
import { createOrganisationProfile } from './factories';
import { validToken } from './jwt';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders any element inside the app providers (theme, i18n, query client, toasts). */
export function renderWithProviders(element: ReactElement, queryClient = createTestQueryClient()) {
  return {
    user: userEvent.setup(),
    ...render(<Providers queryClient={queryClient}>{element}</Providers>),
  };
}

/** What a previous visit left in localStorage, as the page would find it after a reload. */
export function storeSession({ token, loggedInAs }: { token: string; loggedInAs?: string }): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  if (loggedInAs) localStorage.setItem(STORAGE_KEYS.loggedInAs, loggedInAs);
  void useSessionStore.persist.rehydrate();
}

/**
 * A completed login, as the login screen will record it; an organisation login with the permissions
 * the server answers for its selected membership (GET …/membershiproles/permissions).
 */
export function signIn(
  profile: TSessionProfile,
  loggedInAs: TLoggedInAs = LOGGED_IN_AS.individual,
  token = validToken(),
) {
  const session = useSessionStore.getState();
  session.setSession({ token, loggedInAs, profile });
  const roleType = profile.selectedAccount?.type as TRoleType | undefined;
  if (loggedInAs === LOGGED_IN_AS.organisation) session.setPermissions(permissionsOf(roleType));
}

/** An organisation login (Acme Ltd) with this account type; its profile (the DID is the user's own). */
export function signInOrganisation(accountType: TAdminAccountType): TSessionProfile {
  const profile = createOrganisationProfile(accountType);
  signIn(profile, LOGGED_IN_AS.organisation);
  return profile;
}

/** The whole console (router, guards, layouts) at a path, in a memory router. */
export function renderApp(path: string, queryClient?: QueryClient) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { router, ...view };
}
