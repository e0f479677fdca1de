import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { principalHolds, type TPermission, type TPrincipal } from '@sigil/core';
import { ACCESS_MESSAGES, forbidden, unauthorised } from '../lib/errors';
import { InvalidTokenError, type SessionTokens, type SessionUser } from '../lib/session-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    authError: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares it (see RouteAccess). */
    access?: RouteAccess;
  }
}

/**
 * Who may call a route, stated where it is defined:
 * - 'public': anyone, without a session (it opens sessions, or shows what anyone may see);
 * - 'session': any live session (one's own session, reference data); the service may still refuse
 *   a kind of session it does not serve (choosing an account is for organisation logins);
 * - a permission: a session whose principal holds it, within its organisation or its own data.
 * Every /api route needs a session unless it is 'public' (deny by default); the permission is
 * decided by the service's access gate, which every service method calls first.
 */
export type RouteAccess = 'public' | 'session' | TPermission;

export const routeAccess = (access: RouteAccess) => ({ access });

/** Open to callers without a session. */
export const PUBLIC_ROUTE = routeAccess('public');

/**
 * A first refusal before the input is read: the principal the token names (its login mode, or the
 * role an organisation login was issued for) must hold the route's permission. The service's gate
 * decides again on every call, with the live membership and the target.
 */
function refuseWithoutPermission(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  const user = request.user;
  if (!user || !access || access === 'public' || access === 'session') return;
  if (user.aud === 'organisation' && !user.role) throw forbidden(ACCESS_MESSAGES.selectAccount);
  const principal = (user.aud === 'organisation' ? user.role : user.aud) as TPrincipal;
  if (!principalHolds(principal, access)) throw forbidden(ACCESS_MESSAGES.notAllowed);
}

function needsSession(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  if (request.is404) return false;
  return request.routeOptions.config.access !== 'public';
}

/**
 * Both `Authorization: Bearer <token>` and `x-auth-token: <token>` are accepted
 * (docs/architecture.md, API conventions).
 */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  const alt = request.headers['x-auth-token'];
  const value = Array.isArray(alt) ? alt[0] : alt;
  return value?.trim() || null;
}

export interface AuthPluginOptions {
  tokens: SessionTokens;
  renewBeforeSeconds: number;
}

/**
 * Resolves the session of every request into request.user, and refuses an /api request without a
 * valid session unless its route is public, or whose principal lacks the route's permission — the
 * one place this happens, before validation, so a bad request from a caller who may not make it is
 * always a 401 or 403, never a 400. A token near its expiry is
 * renewed through the x-auth-token response header.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { tokens, renewBeforeSeconds }) => {
    app.decorateRequest('user', null);
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && !route.config?.access) {
        throw new Error(`${String(route.method)} ${route.url} must declare who may call it (config.access)`);
      }
    });
    app.decorateRequest('authError', null);

    app.addHook('onRequest', async (request) => {
      const token = tokenFromRequest(request);
      if (token) {
        try {
          request.user = await tokens.verify(token);
        } catch (error) {
          if (!(error instanceof InvalidTokenError)) throw error;
          request.authError = error.message;
        }
      }
      if (!request.user && needsSession(request))
        throw unauthorised(request.authError ?? 'Authentication required');
      refuseWithoutPermission(request);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.user;
      if (!user || user.aud === 'wallet' || reply.statusCode >= 400) return;
      if (request.url.startsWith('/api/v1/auth/logout')) return;
      if (user.exp - Date.now() / 1000 > renewBeforeSeconds) return;
      const { jti: _jti, iat: _iat, exp: _exp, token: _token, ...claims } = user;
      const renewed = await tokens.issue(claims);
      reply.header('x-auth-token', renewed.token);
    });
  },
  { name: 'sigil-auth' },
);

/** The caller of a route that needs a session (every /api route that is not public). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorised(request.authError ?? 'Authentication required');
  return request.user;
}
