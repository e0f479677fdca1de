import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnrolmentDecision, ZEnrolmentListQuery, ZEnrolmentRequestItem, ZEnrolmentRequestList } from '@sigil/core';
import { currentUser, requireAuth } from '../../plugins/auth';
import type { EnrolmentService } from './enrolment.service';

const providerOnly = requireAuth({ modes: ['provider'] });

export const enrolmentRoutes =
  (enrolment: EnrolmentService): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec calls /api/invite/invitations/ with its trailing slash; both spellings are served.
    for (const url of ['/api/invite/invitations/', '/api/invite/invitations']) {
      app.get(
        url,
        {
          preValidation: providerOnly,
          schema: {
            hide: !url.endsWith('/'),
            tags: ['enrolment'],
            summary: 'Organisation enrollment requests, newest first (provider)',
            querystring: ZEnrolmentListQuery,
            response: { 200: ZEnrolmentRequestList },
          },
        },
        (request) => enrolment.list(request.query),
      );
    }

    app.post(
      '/api/invite/invitations/:id',
      {
        preValidation: providerOnly,
        schema: {
          tags: ['enrolment'],
          summary: 'Approve (creates the organisation and its DID) or reject a pending enrollment request (provider)',
          params: z.object({ id: z.string() }),
          body: ZEnrolmentDecision,
          response: { 200: ZEnrolmentRequestItem },
        },
      },
      (request) => enrolment.decide(currentUser(request), request.params.id, request.body),
    );
  };
