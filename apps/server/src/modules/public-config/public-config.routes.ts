import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicConfig } from '@sigil/core';
import type { AppConfig } from '../../config';
import { PUBLIC_ROUTE } from '../../plugins/auth';

/** GET /api/v1/config: what the console must know before anyone logs in. */
export const publicConfigRoutes =
  (config: AppConfig): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/config',
      { config: PUBLIC_ROUTE, schema: { tags: ['system'], response: { 200: ZPublicConfig } } },
      () => ({
        productName: config.productName,
        didMethod: config.didMethod,
        // Google sign-in needs both a client id and someone allowed to use it.
        googleClientId: config.providerEmails.length > 0 ? config.googleClientId : null,
      }),
    );
  };
