import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PUBLIC_ROUTE } from '../../plugins/auth';

const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { config: PUBLIC_ROUTE, schema: { tags: ['system'], response: { 200: ZHealth, 503: ZHealth } } },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, database: database.kind };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
        }
      },
    );
  };
