import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import NotFoundPage from '../features/errors/pages/not-found-page';
import { PublicLayout } from '../layouts/public-layout';
import { withConsoleTexts } from '../lib/i18n';
import { preloadable } from '../lib/preloadable';
import type { AppRoute } from '../lib/routing';
import { useSessionStore } from '../lib/session-store';
import { RequireSession, RouteAccess } from './guards';
import { RootRoute, RouteErrorPage, type RouteHandle } from './root-route';
import { APP_ROUTES, NOT_FOUND_TITLE_KEY, ROUTES } from './routes';

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
 * The signed-in console's frame (header with its bell, sidebar, account menu) loads with the first
 * signed-in screen, for size: /login does not need it (npm run size).
 */
const dashboard = preloadable<{ children?: ReactNode }>(
  withConsoleTexts(() => import('./dashboard').then((module) => ({ default: module.Dashboard }))),
);
const Dashboard = dashboard.Component;

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
  await Promise.all([pages.get(route.id)?.preload(), needsSession ? dashboard.preload() : undefined]).catch(
    () => undefined,
  );
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

/** The signed-in frame, with a loader while its module loads. */
function DashboardRoute({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Dashboard>{children}</Dashboard>
    </Suspense>
  );
}

/** Unknown paths: the not-found page, inside the dashboard for a signed-in user. */
function UnknownPath() {
  const hasToken = useSessionStore((state) => state.token !== null);
  return hasToken ? (
    <RequireSession>
      <DashboardRoute>
        <NotFoundPage />
      </DashboardRoute>
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
          children: [{ element: <DashboardRoute />, children: withSession.map(toRouteObject) }],
        },
        { path: '*', element: <UnknownPath />, handle: notFoundHandle },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
