import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import NotFoundPage from '../features/errors/pages/not-found-page';
import { PublicLayout } from '../layouts/public-layout';
import { useAccess } from '../lib/access';
import type { AppRoute } from '../lib/routing';
import { useSessionStore } from '../lib/session-store';
import { navEntriesFor } from './access';
import { RequireSession, RouteAccess } from './guards';
import { RootRoute, RouteErrorPage, type RouteHandle } from './root-route';
import { APP_ROUTES, NOT_FOUND_TITLE_KEY } from './routes';

/** The header's bell, loaded with the dashboard (not on /login). */
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/** One lazy module per screen, loaded when the screen is first shown. */
const pages = new Map<string, ComponentType>(APP_ROUTES.map((route) => [route.id, lazy(route.page)]));

/**
 * The dashboard shell (header, sidebar, account menu) loads with the first signed-in screen, for
 * size: /login does not need it (npm run size).
 */
const DashboardLayout = lazy(() =>
  import('../layouts/dashboard-layout').then((module) => ({ default: module.DashboardLayout })),
);

function toRouteObject(route: AppRoute): RouteObject {
  const Page = pages.get(route.id) ?? NotFoundPage;
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
  return (
    <Suspense fallback={<PageLoader />}>
      <DashboardLayout
        entries={navEntriesFor(hasAccess)}
        headerActions={hasAccess('notifications:read-own') ? <NotificationBell /> : null}
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
