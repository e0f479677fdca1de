import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TAdminAccountType } from '@sigil/core';
import { forbidden, unauthorised } from '../lib/errors';
import { InvalidTokenError, type SessionTokens, type SessionUser, type TokenAudience } from '../lib/session-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    authError: string | null;
  }
}

/** Both `Authorization: Bearer <token>` and `x-auth-token: <token>` are accepted (DESIGN.md §4). */
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
 * Resolves the session of every request into request.user. Routes state who may call them with
 * requireAuth(); a token near its expiry is renewed through the x-auth-token response header.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { tokens, renewBeforeSeconds }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authError', null);

    app.addHook('onRequest', async (request) => {
      const token = tokenFromRequest(request);
      if (!token) return;
      try {
        request.user = await tokens.verify(token);
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) throw error;
        request.authError = error.message;
      }
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

export interface AccessRule {
  /** Login modes (token audiences) allowed; any when omitted. */
  modes?: TokenAudience[];
  /** Organisation logins: the selected account types allowed. */
  accountTypes?: TAdminAccountType[];
}

/** A preHandler that refuses with 401 without a valid session and 403 for the wrong kind of user. */
export function requireAuth(rule: AccessRule = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = request.user;
    if (!user) throw unauthorised(request.authError ?? 'Authentication required');
    if (rule.modes && !rule.modes.includes(user.aud)) throw forbidden();
    if (rule.accountTypes) {
      if (user.aud !== 'organisation' || !user.role || !(rule.accountTypes as string[]).includes(user.role)) {
        throw forbidden();
      }
    }
  };
}

/** The caller, for handlers behind requireAuth(). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorised(request.authError ?? 'Authentication required');
  return request.user;
}
