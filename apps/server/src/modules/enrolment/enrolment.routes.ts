import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEnrolmentDecision,
  ZEnrolmentListQuery,
  ZEnrolmentRequestItem,
  ZEnrolmentRequestList,
  ZText,
} from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { EnrolmentService } from './enrolment.service';

export const enrolmentRoutes =
  (enrolment: EnrolmentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/invite/invitations/',
      {
        config: routeAccess('enrolment:read'),
        schema: {
          tags: ['enrolment'],
          summary: 'Organisation enrollment requests, newest first (provider)',
          querystring: ZEnrolmentListQuery,
          response: { 200: ZEnrolmentRequestList },
        },
      },
      (request) => enrolment.list(currentUser(request), request.query),
    );

    app.post(
      '/api/invite/invitations/:id',
      {
        config: routeAccess('enrolment:decide'),
        schema: {
          tags: ['enrolment'],
          summary:
            'Approve (creates the organisation and its DID) or reject a pending enrollment request (provider)',
          params: z.object({ id: ZText() }),
          body: ZEnrolmentDecision,
          response: { 200: ZEnrolmentRequestItem },
        },
      },
      (request) => enrolment.decide(currentUser(request), request.params.id, request.body),
    );
  };
