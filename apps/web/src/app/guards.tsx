import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import NotFoundPage from '../features/errors/pages/not-found-page';
import { PATHS, toLogin } from '../lib/paths';
import { forgetReturnPath, readReturnPath, rememberReturnPath } from '../lib/storage';
import { useSessionStore } from '../lib/session-store';
import { canAccess, homePathFor, landingPathFor } from './access';
import { SessionProfileGate } from './session-profile-gate';
import type { AppRoute } from './routes';
import { useSessionAccess } from './use-session-access';

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
    if (sessionEnd === 'expired') return <Navigate to={PATHS.tokenExpired} replace />;
    if (sessionEnd === 'logout') return <Navigate to={PATHS.login} replace />;
    return <RedirectToLogin />;
  }
  return <SessionProfileGate>{children ?? <Outlet />}</SessionProfileGate>;
}

/** A signed-in user who reaches login or signup goes to the remembered origin or home. */
function RedirectSignedIn() {
  const location = useLocation();
  const access = useSessionAccess();
  const target = landingPathFor(access, readReturnPath(location.state));
  useEffect(() => forgetReturnPath(), []);
  return <Navigate to={target} replace />;
}

/** Applies a route's access rule; a path outside the current route set shows the not-found page. */
export function RouteAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const access = useSessionAccess();
  if (route.access === 'always') return children;
  if (route.access === 'public') return access.token ? <RedirectSignedIn /> : children;
  if (canAccess(route, access)) return children;
  // "/" is everyone's entry point; users whose home is elsewhere (provider) are sent there.
  if (route.path === PATHS.home) return <Navigate to={homePathFor(access.mode)} replace />;
  return <NotFoundPage />;
}
