import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import NotFoundPage from '../features/errors/pages/not-found-page';
import { toLogin } from '../features/auth/routes';
import { useAccess } from '../lib/access';
import type { AppRoute } from '../lib/routing';
import { forgetReturnPath, readReturnPath, rememberReturnPath } from '../lib/storage';
import { useSessionStore } from '../lib/session-store';
import { canOpen, homePathFor, landingPathFor } from './access';
import { ROUTES } from './routes';
import { SessionProfileGate } from './session-profile-gate';
import { useSessionReady } from './use-session-ready';

/** Sends a signed-out visitor to login, remembering where they wanted to go (state and sessionStorage). */
function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const from = `${pathname}${search}${hash}`;
  useEffect(() => rememberReturnPath(from), [from]);
  const { to, state } = toLogin(from);
  return <Navigate to={to} state={state} replace />;
}

/**
 * Everything inside the dashboard needs a session. After a logout the user goes to login; after an
 * expiry or a refused token (SessionWatcher) to the token-expired page.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const sessionEnd = useSessionStore((state) => state.sessionEnd);
  if (!token) {
    if (sessionEnd === 'expired') return <Navigate to={ROUTES.tokenExpired.path} replace />;
    if (sessionEnd === 'logout') return <Navigate to={ROUTES.login.path} replace />;
    return <RedirectToLogin />;
  }
  return <SessionProfileGate>{children ?? <Outlet />}</SessionProfileGate>;
}

/** A signed-in user who reaches login or signup goes to the remembered origin or home. */
function RedirectSignedIn() {
  const location = useLocation();
  const ready = useSessionReady();
  const access = useAccess();
  useEffect(() => {
    if (ready) forgetReturnPath();
  }, [ready]);
  if (!ready) return <PageLoader />;
  return <Navigate to={landingPathFor(access, readReturnPath(location.state))} replace />;
}

/** Applies a route's access rule; a path outside what the user may open shows the not-found page. */
export function RouteAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const { hasAccess } = useAccess();
  if (route.access === 'always') return children;
  if (route.access === 'public') return token ? <RedirectSignedIn /> : children;
  if (canOpen(route, hasAccess)) return children;
  // "/" is everyone's entry point; users whose home is elsewhere (provider) are sent there.
  const home = homePathFor(hasAccess);
  if (route.path === ROUTES.home.path && home && home !== route.path) return <Navigate to={home} replace />;
  return <NotFoundPage />;
}
