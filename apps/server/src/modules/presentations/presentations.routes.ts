import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRESENTATION_PATHS,
  ZAuthRequestCreated,
  ZPresentationPoll,
  ZPresentationResponse,
  ZText,
} from '@sigil/core';
import { prepareWalletRoutes } from '../../lib/wallet-routes';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { PresentationsService } from './presentations.service';

export interface PresentationsRoutesOptions {
  presentations: PresentationsService;
  rateLimitPerMinute: number;
}

const ZTxidParams = z.object({ txid: ZText().min(1).max(100) });

/**
 * "Verify a person": the console's request and poll, in the API's shape; the wallet's two calls
 * (request object, answer) in OAuth's (docs/wallet-protocol.md §12).
 */
export const presentationsRoutes =
  ({ presentations, rateLimitPerMinute }: PresentationsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['presentations'];
    app.post(
      PRESENTATION_PATHS.requests,
      {
        config: routeAccess('persons:verify'),
        schema: {
          tags,
          summary: 'Ask a holder’s wallet to present an endorsement: the QR (OpenID4VP) and its poll secret',
          response: { 200: ZAuthRequestCreated },
        },
      },
      (request) => presentations.create(currentUser(request)),
    );
    app.get(
      `${PRESENTATION_PATHS.requests}/:txid`,
      {
        config: routeAccess('persons:verify'),
        schema: {
          tags,
          summary: 'What the registry found in the presentation (x-poll-secret header)',
          params: ZTxidParams,
          response: { 200: ZPresentationPoll },
        },
      },
      (request) => {
        const secret = request.headers['x-poll-secret'];
        return presentations.poll(
          currentUser(request),
          request.params.txid,
          Array.isArray(secret) ? secret[0] : secret,
        );
      },
    );
    await app.register(walletRoutes({ presentations, rateLimitPerMinute }));
  };

const walletRoutes =
  ({ presentations, rateLimitPerMinute }: PresentationsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const config = await prepareWalletRoutes(app, rateLimitPerMinute);
    const tags = ['presentations'];
    app.get(
      `${PRESENTATION_PATHS.requestObjects}/:txid`,
      {
        config,
        schema: {
          tags,
          summary: 'A wallet fetches the signed request object (request_uri)',
          params: ZTxidParams,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const jwt = await presentations.requestObject(request.params.txid);
        return reply.type('application/oauth-authz-req+jwt').header('cache-control', 'no-store').send(jwt);
      },
    );
    app.post(
      PRESENTATION_PATHS.response,
      {
        config,
        schema: {
          tags,
          summary: "A wallet's presentation (response_mode direct_post): vp_token and state, form-encoded",
          body: ZPresentationResponse,
          response: { 200: z.object({ status: z.enum(['COMPLETED', 'REJECTED']) }) },
        },
      },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').send(await presentations.answer(request.body)),
    );
  };
