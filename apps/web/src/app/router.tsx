import { Suspense, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import NotFoundPage from '../features/errors/pages/not-found-page';
import type { DashboardLayout as DashboardLayoutModule } from '../layouts/dashboard-layout';
import { PublicLayout } from '../layouts/public-layout';
import { useAccess } from '../lib/access';
import { withConsoleTexts } from '../lib/i18n';
import { preloadable } from '../lib/preloadable';
import type { AppRoute } from '../lib/routing';
import { useSessionStore } from '../lib/session-store';
import { navEntriesFor } from './access';
import { RequireSession, RouteAccess } from './guards';
import { RootRoute, RouteErrorPage, type RouteHandle } from './root-route';
import { APP_ROUTES, NOT_FOUND_TITLE_KEY, ROUTES } from './routes';

/**
 * The header's bell, loaded with the dashboard (not on /login), and with the first signed-in
 * screen of a page load (preloadScreenAt). Behind a Suspense boundary of its own: while it loads,
 * only the bell is missing, never the screen.
 */
const notificationBell = preloadable<object>(() =>
  import('../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const NotificationBell = notificationBell.Component;

/**
 * A screen's module with the texts it shows: the login screen's texts load with the console, every
 * other screen waits for the rest of them as well (lib/i18n withConsoleTexts).
 */
function withTexts(route: AppRoute): AppRoute['page'] {
  return route.id === ROUTES.login.id ? route.page : withConsoleTexts(route.page);
}

/** One lazy module per screen, loaded when the screen is first shown (or ahead, preloadScreenAt). */
const pages = new Map(APP_ROUTES.map((route) => [route.id, preloadable(withTexts(route))]));

/**
 * The dashboard shell (header, sidebar, account menu) loads with the first signed-in screen, for
 * size: /login does not need it (npm run size).
 */
type DashboardLayoutProps = Parameters<typeof DashboardLayoutModule>[0];
const dashboardLayout = preloadable<DashboardLayoutProps>(
  withConsoleTexts(() => import('../layouts/dashboard-layout').then((module) => ({ default: module.DashboardLayout }))),
);
const DashboardLayout = dashboardLayout.Component;

/**
 * Loads the screen at `pathname` (and the dashboard shell, for a signed-in screen) before the
 * first render, so that the first paint shows the screen rather than a loader. Nothing for a path
 * of no screen, or for a signed-in screen without a session (the guard sends that to /login).
 */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  const needsSession = typeof route.access === 'object';
  if (needsSession && useSessionStore.getState().token === null) return;
  // A module that fails to load here is loaded again when rendered: its error shows in the screen's boundary.
  await Promise.all([
    pages.get(route.id)?.preload(),
    needsSession ? dashboardLayout.preload() : undefined,
    needsSession ? notificationBell.preload() : undefined,
  ]).catch(() => undefined);
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = pages.get(route.id)?.Component ?? NotFoundPage;
  const handle: RouteHandle = { titleKey: route.titleKey };
  return {
    id: route.id,
    path: route.path,
    handle,
    // Inside the layout: a screen that fails to render keeps the header and sidebar (and offers Try again).
    element: (
      <ScreenErrorBoundary>
        <RouteAccess route={route}>
          <Page />
        </RouteAccess>
      </ScreenErrorBoundary>
    ),
  };
}

/** The dashboard with the sidebar of what the signed-in user may open. */
function Dashboard({ children }: { children?: ReactNode }) {
  const { hasAccess } = useAccess();
  // The same entries while the access is the same: the sidebar renders again only when they change.
  const entries = useMemo(() => navEntriesFor(hasAccess), [hasAccess]);
  return (
    <Suspense fallback={<PageLoader />}>
      <DashboardLayout
        entries={entries}
        headerActions={
          hasAccess('notifications:read-own') ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null
        }
      >
        {children}
      </DashboardLayout>
    </Suspense>
  );
}

/** Unknown paths: the not-found page, inside the dashboard for a signed-in user. */
function UnknownPath() {
  const hasToken = useSessionStore((state) => state.token !== null);
  return hasToken ? (
    <RequireSession>
      <Dashboard>
        <NotFoundPage />
      </Dashboard>
    </RequireSession>
  ) : (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}

/** The route tree, from the one list in routes.ts (exported for tests with a memory router). */
export function createAppRoutes(): RouteObject[] {
  const withoutSession = APP_ROUTES.filter((route) => typeof route.access === 'string');
  const withSession = APP_ROUTES.filter((route) => typeof route.access === 'object');
  const notFoundHandle: RouteHandle = { titleKey: NOT_FOUND_TITLE_KEY };
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      children: [
        { element: <PublicLayout />, children: withoutSession.map(toRouteObject) },
        {
          element: <RequireSession />,
          children: [{ element: <Dashboard />, children: withSession.map(toRouteObject) }],
        },
        { path: '*', element: <UnknownPath />, handle: notFoundHandle },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
