import type { AppRoute } from '../lib/routing';
import { accountRoutes } from '../features/account-settings/routes';
import { activitiesRoutes } from '../features/activities/routes';
import { authRoutes } from '../features/auth/routes';
import { contactsRoutes } from '../features/contacts/routes';
import { verifyPersonRoutes } from '../features/verify-person/routes';
import { historyRoutes } from '../features/history/routes';
import { endorsementsRoutes } from '../features/endorsements/routes';
import { enrolmentRoutes } from '../features/enrolment/routes';
import { homeRoutes } from '../features/home/routes';
import { invitationsRoutes } from '../features/invitations/routes';
import { membersRoutes } from '../features/members/routes';
import { membershipRequestsRoutes } from '../features/membership-requests/routes';
import { organisationsRoutes } from '../features/organisations/routes';
import { schemesRoutes } from '../features/schemes/routes';

export { NAV_GROUPS } from '../lib/routing';

/**
 * Every screen, gathered from the features' route objects: the router, the guards and the sidebar
 * all derive from this one list. A new feature adds its `routes.ts` here and nowhere else.
 */
export const ROUTES = {
  ...authRoutes,
  ...homeRoutes,
  ...activitiesRoutes,
  ...invitationsRoutes,
  ...membersRoutes,
  ...schemesRoutes,
  ...enrolmentRoutes,
  ...organisationsRoutes,
  ...endorsementsRoutes,
  ...membershipRequestsRoutes,
  ...contactsRoutes,
  ...verifyPersonRoutes,
  ...historyRoutes,
  ...accountRoutes,
} as const satisfies Record<string, AppRoute>;

export type TRouteId = keyof typeof ROUTES;
export const APP_ROUTES: readonly AppRoute[] = Object.values(ROUTES);

/**
 * Where a signed-in user lands: '/' for whoever may open it, else the provider home (spec §2, §9).
 * The first of these screens the user may open is their home.
 */
export const HOME_ROUTES: readonly AppRoute[] = [ROUTES.home, ROUTES.enrolmentRequests];

/** Title of the page shown for any path outside the current route set. */
export const NOT_FOUND_TITLE_KEY = 'routes.notFound';
