import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthPollResponse,
  ZAuthRequestCreate,
  ZAuthRequestCreated,
  ZGoogleLoginRequest,
  ZGoogleLoginResponse,
  ZJwtEnvelope,
  ZSelectAccountRequest,
  ZProfileSettings,
  ZSessionProfile,
  ZSessionResponse,
  ZWalletAnswerResult,
  ZText,
  ZWalletTokenResponse,
} from '@sigil/core';
import { currentUser, PUBLIC_ROUTE, routeAccess } from '../../plugins/auth';
import type { AuthRequestsService } from './auth-requests.service';
import type { SessionsService } from './sessions.service';

export interface AuthRoutesOptions {
  requests: AuthRequestsService;
  sessions: SessionsService;
  /** Requests per minute and client address on the auth endpoints. */
  rateLimitPerMinute: number;
}

export const authRoutes =
  ({ requests, sessions, rateLimitPerMinute }: AuthRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // The QR protocol and provider sign-in open sessions: they are public, and rate-limited.
    const limited = (factor = 1) => ({
      ...PUBLIC_ROUTE,
      rateLimit: { max: rateLimitPerMinute * factor, timeWindow: '1 minute' },
    });

    app.post(
      '/api/v1/auth/request',
      {
        config: limited(),
        schema: {
          tags: ['auth'],
          summary: 'Start a QR login or organisation signup',
          body: ZAuthRequestCreate,
          response: { 200: ZAuthRequestCreated },
        },
      },
      (request) => requests.create(request.body),
    );

    app.get(
      '/api/v1/auth/request',
      {
        // The console polls every second for up to the request's lifetime.
        config: limited(4),
        schema: {
          tags: ['auth'],
          summary: 'Poll a request (x-poll-secret header)',
          querystring: z.object({ txid: ZText().min(1, 'txid is required') }),
          response: { 200: ZAuthPollResponse },
        },
      },
      (request) => {
        const secret = request.headers['x-poll-secret'];
        return requests.poll(request.query.txid, Array.isArray(secret) ? secret[0] : secret);
      },
    );

    app.post(
      '/api/v1/auth/response',
      {
        config: limited(),
        schema: {
          tags: ['auth'],
          summary: "The wallet's signed answer to a QR request",
          body: ZJwtEnvelope,
          response: { 200: ZWalletAnswerResult },
        },
      },
      (request) => requests.answer(request.body.jwt),
    );

    app.post(
      '/api/v1/auth/wallet',
      {
        config: limited(),
        schema: {
          tags: ['auth'],
          summary: 'A wallet token for holder calls',
          body: ZJwtEnvelope,
          response: { 200: ZWalletTokenResponse },
        },
      },
      (request) => sessions.walletToken(request.body.jwt),
    );

    app.post(
      '/api/auth/google',
      {
        config: limited(),
        schema: {
          tags: ['auth'],
          summary: 'Provider sign-in with Google',
          body: ZGoogleLoginRequest,
          response: { 200: ZGoogleLoginResponse },
        },
      },
      (request) => sessions.googleLogin(request.body.access_token),
    );

    app.get(
      '/api/v1/auth/me',
      {
        config: routeAccess('profile:read-own'),
        schema: { tags: ['auth'], response: { 200: ZSessionProfile } },
      },
      (request) => sessions.profile(currentUser(request)),
    );

    app.put(
      '/api/v1/auth/me',
      {
        // Whoever logs in with a DID: their own name, e-mail and avatar (account settings).
        config: routeAccess('profile:update-own'),
        schema: {
          tags: ['auth'],
          summary: 'Change my name, e-mail and avatar',
          body: ZProfileSettings,
          response: { 200: ZSessionProfile },
        },
      },
      (request) => sessions.updateProfile(currentUser(request), request.body),
    );

    app.post(
      '/api/v1/auth/select-account',
      {
        config: routeAccess('session'),
        schema: { tags: ['auth'], body: ZSelectAccountRequest, response: { 200: ZSessionResponse } },
      },
      (request) => sessions.selectAccount(currentUser(request), request.body.membershipId),
    );

    app.post(
      '/api/v1/auth/logout',
      { config: routeAccess('session'), schema: { tags: ['auth'], response: { 204: z.null() } } },
      async (request, reply) => {
        await sessions.logout(currentUser(request));
        return reply.status(204).send(null);
      },
    );
  };
