import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPENID4VP_REQUEST_PATH,
  OPENID4VP_RESPONSE_PATH,
  ZOpenid4vpResponse,
  ZText,
  ZWalletAnswerResult,
} from '@sigil/core';
import { prepareWalletRoutes } from '../../lib/wallet-routes';
import type { AuthRequestsService } from './auth-requests.service';

export interface Openid4vpRoutesOptions {
  requests: AuthRequestsService;
  rateLimitPerMinute: number;
}

/**
 * The two calls a standard wallet makes (docs/wallet-protocol.md §10): fetch the request object,
 * post its answer form-encoded. They speak OAuth 2.0's error shape ({ error, error_description }),
 * which wallets read; anything but a client error goes to the API's own handler.
 */
export const openid4vpRoutes =
  ({ requests, rateLimitPerMinute }: Openid4vpRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const config = await prepareWalletRoutes(app, rateLimitPerMinute);

    app.get(
      `${OPENID4VP_REQUEST_PATH}/:txid`,
      {
        config,
        schema: {
          tags: ['auth'],
          summary: 'A standard wallet fetches the signed OpenID4VP request object (request_uri)',
          params: z.object({ txid: ZText().min(1).max(100) }),
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const jwt = await requests.openid4vpRequestObject(request.params.txid);
        return reply.type('application/oauth-authz-req+jwt').header('cache-control', 'no-store').send(jwt);
      },
    );

    app.post(
      OPENID4VP_RESPONSE_PATH,
      {
        config,
        schema: {
          tags: ['auth'],
          summary: "A standard wallet's answer (response_mode direct_post): id_token and state, form-encoded",
          body: ZOpenid4vpResponse,
          response: { 200: ZWalletAnswerResult },
        },
      },
      async (request, reply) => {
        const answer = await requests.openid4vpAnswer(request.body);
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
  };
