import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ZTrqpAuthorizationAnswer,
  ZTrqpAuthorizationQuery,
  ZTrqpMetadata,
  ZTrqpMetadataQuery,
  ZTrqpRecognitionAnswer,
  ZTrqpRecognitionQuery,
} from '@sigil/core';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import { TrqpProblem, type TrqpService } from './trqp.service';

const PROBLEM_TYPE_BASE = 'urn:sigil:trqp:problem:';

/** An RFC 7807 answer, as the TRQP binding gives its errors. */
function sendProblem(reply: FastifyReply, status: number, name: string, title: string, detail: string) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({ type: `${PROBLEM_TYPE_BASE}${name}`, title, status, detail });
}

/**
 * The ToIP Trust Registry Query Protocol v2, RESTful binding (docs/trust-model.md): public — it is a
 * public registry — and rate-limited like login. Registered with the prefix /trqp, so that its
 * refusals, an unknown path's too, are RFC 7807 problem details and the rest of the API keeps its
 * own error shape.
 */
export const trqpRoutes =
  (trqp: TrqpService, options: { rateLimitPerMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const config = {
      ...PUBLIC_ROUTE,
      rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' },
    };
    const tags = ['trqp'];

    app.setNotFoundHandler((request, reply) =>
      sendProblem(
        reply,
        404,
        'not-found',
        'not found',
        `${request.method} ${request.url.split('?')[0]} is not a TRQP query here`,
      ),
    );
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof TrqpProblem)
        return sendProblem(reply, error.status, error.problem, error.title, error.message);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const where = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        return sendProblem(
          reply,
          400,
          'invalid-request',
          'invalid request',
          `${where}: ${issue?.message ?? 'invalid'}`,
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 429)
        return sendProblem(
          reply,
          429,
          'rate-limited',
          'too many requests',
          'Too many requests, please slow down',
        );
      if (status >= 400 && status < 500)
        return sendProblem(reply, status, 'invalid-request', 'invalid request', error.message);
      request.log.error({ err: error }, 'TRQP query failed');
      return sendProblem(
        reply,
        500,
        'internal',
        'internal error',
        'The registry could not answer; try again',
      );
    });

    app.post(
      '/authorization',
      {
        config,
        schema: {
          tags,
          summary:
            'TRQP v2: is entity_id authorised for action on resource by authority_id (at context.time)? endorse: an organisation, by the registry DID; member: a person, by an organisation DID',
          body: ZTrqpAuthorizationQuery,
          response: { 200: ZTrqpAuthorizationAnswer },
        },
      },
      (request) => trqp.authorization(request.body),
    );

    app.post(
      '/recognition',
      {
        config,
        schema: {
          tags,
          summary:
            'TRQP v2: does the registry (authority_id) recognise the organisation (entity_id) (at context.time)? action: recognize',
          body: ZTrqpRecognitionQuery,
          response: { 200: ZTrqpRecognitionAnswer },
        },
      },
      (request) => trqp.recognition(request.body),
    );

    app.get(
      '/metadata',
      {
        config,
        schema: {
          tags,
          summary: "The registry's metadata (Ayra TRQP profile), naming its DID",
          querystring: ZTrqpMetadataQuery,
          response: { 200: ZTrqpMetadata },
        },
      },
      (request) => trqp.metadata(request.query.authority_id),
    );
  };
