import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PUBLIC_ROUTE } from '../../plugins/auth';

const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });
const ZReadiness = z.object({ ready: z.boolean(), database: z.boolean(), listening: z.boolean() });

/**
 * GET /api/health (liveness): 200 when the database answers, 503 when it does not.
 * GET /api/health/ready (readiness, for a load balancer): 200 only when the database answers and
 * its notifications arrive (the LISTEN connection, or PGlite's worker thread, is up); a process that
 * is still migrating does not listen yet, so it is not ready either; nor is one draining after a
 * SIGTERM (main.ts).
 */
export const healthRoutes =
  (database: Database, draining: () => boolean = () => false): FastifyPluginAsyncZod =>
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

    app.get(
      '/api/health/ready',
      { config: PUBLIC_ROUTE, schema: { tags: ['system'], response: { 200: ZReadiness, 503: ZReadiness } } },
      async (request, reply) => {
        const answers = await database.ping().then(
          () => true,
          (err: unknown) => {
            request.log.warn({ err }, 'readiness: database unreachable');
            return false;
          },
        );
        const { listening } = database.stats();
        // A process told to stop (SIGTERM) is no longer ready, while it still serves what comes.
        const answer = { ready: answers && listening && !draining(), database: answers, listening };
        return answer.ready ? answer : reply.status(503).send(answer);
      },
    );
  };
