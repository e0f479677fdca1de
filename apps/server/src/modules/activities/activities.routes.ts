import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ZActivityDaily,
  ZActivityDailyQuery,
  ZActivityDownloadQuery,
  ZActivityItem,
  ZActivityNameList,
  ZActivityNameListQueryOrg,
  ZActivityNameListQueryUser,
  ZActivityReport,
  ZActivityReportFilterQuery,
  ZRecordActivityRequest,
  type TPermission,
} from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { ActivitiesService } from './activities.service';

/** reports.csv, as the browser saves it. */
function sendCsv(reply: FastifyReply, csv: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="reports.csv"')
    .header('cache-control', 'no-store')
    .send(csv);
}

const CSV_RESPONSE = { 200: z.string().describe('reports.csv: ACTIVITY_CSV_COLUMNS, newest first') };

export const activitiesRoutes =
  (activities: ActivitiesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/activities',
      {
        config: routeAccess('activities:record'),
        schema: {
          tags: ['activities'],
          summary:
            'The wallet records what its holder did (sign, verify, seal, unseal, assert), optionally for an organisation of theirs',
          body: ZRecordActivityRequest,
          response: { 201: ZActivityItem },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await activities.record(currentUser(request), request.body)),
    );

    for (const [path, access] of [
      // An individual's own activities, or (organisation logins) their organisation's.
      ['/api/reports', 'activities:read-own'],
      // An organisation's (its members) or anyone's (the provider).
      ['/api/public/reports', 'activities:read-organisation'],
    ] as const) {
      app.get(
        path,
        {
          config: routeAccess(access),
          schema: {
            tags: ['activities'],
            summary:
              "Activities, newest first, paged and filtered: an individual's own, an organisation login's organisation's, anyone's for the provider",
            querystring: ZActivityReportFilterQuery,
            response: { 200: ZActivityReport },
          },
        },
        (request) => activities.report(currentUser(request), request.query),
      );
    }

    app.get(
      '/api/v1/reports/daily',
      {
        config: routeAccess('activities:chart'),
        schema: {
          tags: ['activities'],
          summary: 'Events per day and type for the chart above the activity table (scoped as the report)',
          querystring: ZActivityDailyQuery,
          response: { 200: ZActivityDaily },
        },
      },
      (request) => activities.daily(currentUser(request), request.query),
    );

    app.get(
      '/api/public/reports/list-org',
      {
        config: routeAccess('activities:read-all'),
        schema: {
          tags: ['activities'],
          summary:
            "The organisations a holder is or was a member of: the provider's individual tab's name filter",
          querystring: ZActivityNameListQueryOrg,
          response: { 200: ZActivityNameList },
        },
      },
      (request) => activities.organisationsOf(currentUser(request), request.query.did),
    );

    app.get(
      '/api/public/reports/list-user',
      {
        config: routeAccess('activities:read-organisation'),
        schema: {
          tags: ['activities'],
          summary:
            "An organisation's members, past and present: the name filter (the provider, or the organisation's own login)",
          querystring: ZActivityNameListQueryUser,
          response: { 200: ZActivityNameList },
        },
      },
      (request) => activities.membersOf(currentUser(request), request.query.orgDid),
    );

    const downloads: Array<[string, TPermission, string]> = [
      [
        '/api/reports/download',
        'activities:report',
        "My Activities' report: an individual's own, an Admin's organisation's",
      ],
      [
        '/api/public/reports/download',
        'activities:report',
        "An organisation Admin's report of their organisation",
      ],
      [
        '/api/admin/reports/download',
        'activities:read-all',
        "The provider's report of any organisation or individual",
      ],
    ];
    for (const [path, access, summary] of downloads) {
      app.get(
        path,
        {
          config: routeAccess(access),
          schema: {
            tags: ['activities'],
            summary,
            querystring: ZActivityDownloadQuery,
            response: CSV_RESPONSE,
          },
        },
        async (request, reply) => {
          const { startDate, endDate, ...filters } = request.query;
          const csv = await activities.download(currentUser(request), {
            ...filters,
            from: startDate,
            to: endDate,
          });
          return sendCsv(reply, csv);
        },
      );
    }
  };
