import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotification, ZNotificationList, ZNotificationParams, ZNotificationsSeen } from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];

export const notificationsRoutes =
  (notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/notifications',
      {
        // Whoever logs into the console: their own notifications only.
        config: routeAccess('notifications:read-own'),
        schema: {
          tags,
          summary: 'My newest notifications and how many are not seen yet',
          response: { 200: ZNotificationList },
        },
      },
      (request) => notifications.list(currentUser(request)),
    );

    app.post(
      '/api/v1/notifications/:id/seen',
      {
        config: routeAccess('notifications:read-own'),
        schema: {
          tags,
          summary: 'Mark one of my notifications seen',
          params: ZNotificationParams,
          response: { 200: ZNotification },
        },
      },
      (request) => notifications.markSeen(currentUser(request), request.params.id),
    );

    app.post(
      '/api/v1/notifications/seen',
      {
        config: routeAccess('notifications:read-own'),
        schema: { tags, summary: 'Mark all my notifications seen', response: { 200: ZNotificationsSeen } },
      },
      (request) => notifications.markAllSeen(currentUser(request)),
    );
  };
