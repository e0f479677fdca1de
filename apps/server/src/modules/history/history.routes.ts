import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserEventPage, ZUserEventsQuery } from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { HistoryService } from './history.service';

export const historyRoutes =
  (history: HistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/users/events',
      {
        // Whoever logs into the console: their own events only.
        config: routeAccess('history:read-own'),
        schema: {
          tags: ['history'],
          summary:
            'My recent events (logins, invitations answered, endorsements, contacts shared), newest first, paged',
          querystring: ZUserEventsQuery,
          response: { 200: ZUserEventPage },
        },
      },
      (request) => history.mine(currentUser(request), request.query.page),
    );
  };
