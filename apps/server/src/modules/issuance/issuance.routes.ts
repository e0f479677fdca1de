import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTHORIZATION_SERVER_METADATA_PATH,
  CREDENTIAL_ISSUER_METADATA_PATH,
  ISSUANCE_PATHS,
  ZCredentialOfferCreated,
  ZCredentialRequest,
  ZText,
  ZTokenRequest,
} from '@sigil/core';
import { prepareWalletRoutes } from '../../lib/wallet-routes';
import { currentUser, PUBLIC_ROUTE, routeAccess } from '../../plugins/auth';
import { authorizationServerMetadata, issuerMetadata } from './issuance-metadata';
import type { IssuanceOptions, IssuanceService } from './issuance.service';

export interface IssuanceRoutesOptions {
  issuance: IssuanceService;
  options: IssuanceOptions;
  rateLimitPerMinute: number;
}

const ZJsonObject = z.record(z.string(), z.unknown());
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/**
 * OpenID4VCI (docs/wallet-protocol.md §11): the holder's offer, in the console's API, and the calls
 * a standard wallet makes — metadata, token, nonce, credential — which answer in OAuth's error shape.
 */
export const issuanceRoutes =
  ({ issuance, options, rateLimitPerMinute }: IssuanceRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/endorsements/:id/offer',
      {
        config: routeAccess('endorsements:hold'),
        schema: {
          tags: ['endorsements'],
          summary:
            'Offer one of my endorsements to another wallet (OpenID4VCI): the QR text and its transaction code',
          params: z.object({ id: ZText().min(1).max(100) }),
          response: { 200: ZCredentialOfferCreated },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await issuance.createOffer(currentUser(request), request.params.id)),
    );

    await app.register(walletRoutes({ issuance, options, rateLimitPerMinute }));
  };

const walletRoutes =
  ({ issuance, options, rateLimitPerMinute }: IssuanceRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const config = await prepareWalletRoutes(app, rateLimitPerMinute);
    const tags = ['openid4vci'];

    app.get(
      CREDENTIAL_ISSUER_METADATA_PATH,
      {
        config: PUBLIC_ROUTE,
        schema: { tags, summary: 'Credential issuer metadata', response: { 200: ZJsonObject } },
      },
      () => issuerMetadata(options),
    );
    app.get(
      AUTHORIZATION_SERVER_METADATA_PATH,
      {
        config: PUBLIC_ROUTE,
        schema: { tags, summary: 'Authorization server metadata (RFC 8414)', response: { 200: ZJsonObject } },
      },
      () => authorizationServerMetadata(options),
    );
    app.post(
      ISSUANCE_PATHS.token,
      {
        config,
        schema: {
          tags,
          summary: 'Token endpoint: a pre-authorized code and its tx_code, form-encoded',
          body: ZTokenRequest,
          response: {
            200: z.object({
              access_token: z.string(),
              token_type: z.literal('Bearer'),
              expires_in: z.number(),
            }),
          },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await issuance.token(request.body)),
    );
    app.post(
      ISSUANCE_PATHS.nonce,
      {
        config,
        schema: {
          tags,
          summary: 'Nonce endpoint: a fresh c_nonce',
          response: { 200: z.object({ c_nonce: z.string() }) },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await issuance.nonce()),
    );
    app.post(
      ISSUANCE_PATHS.credential,
      {
        config,
        schema: {
          tags,
          summary:
            'Credential endpoint: the endorsement, for a Bearer access token and a JWT proof of the holder DID',
          body: ZCredentialRequest,
          response: { 200: z.object({ credentials: z.array(z.object({ credential: z.string() })) }) },
        },
      },
      async (request, reply) => {
        const header = request.headers.authorization;
        const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || null : null;
        return reply.headers(NO_STORE).send(await issuance.credential(token, request.body));
      },
    );
  };
