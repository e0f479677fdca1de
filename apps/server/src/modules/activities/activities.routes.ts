import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActivityReport, ZActivityReportQuery } from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { ActivitiesService } from './activities.service';

export const activitiesRoutes =
  (activities: ActivitiesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/public/reports',
      {
        config: routeAccess('activities:read-organisation'),
        schema: {
          tags: ['activities'],
          summary: "Activities of a DID, newest first, paged (provider: any DID; organisation login: its organisation's DID)",
          querystring: ZActivityReportQuery,
          response: { 200: ZActivityReport },
        },
      },
      (request) => activities.organisationReport(currentUser(request), request.query),
    );

    app.get(
      '/api/reports',
      {
        // One's own DID (activities:read-own), or an organisation's as /api/public/reports.
        config: routeAccess('activities:read-own'),
        schema: {
          tags: ['activities'],
          summary: "Activities of a DID, newest first, paged (an individual: its own DID)",
          querystring: ZActivityReportQuery,
          response: { 200: ZActivityReport },
        },
      },
      (request) => activities.report(currentUser(request), request.query),
    );
  };
