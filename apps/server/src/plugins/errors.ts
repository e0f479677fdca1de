import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type TApiError } from '@sigil/core';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/errors';

function body(code: string, message: string, fields?: Record<string, string>): TApiError {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** "/contactEmail" or "/members/0/name" → "contactEmail" / "members.0.name" */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

/**
 * One error handler for the whole API (DESIGN.md §4): the { error: { code, message } } shape,
 * validation failures with the spec's field messages, and never a stack trace or 5xx detail.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(body(ERROR_CODES.validation, first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body(ERROR_CODES.payloadTooLarge, 'Request body is too large'));
    if (status === 429) return reply.status(429).send(body(ERROR_CODES.rateLimited, 'Too many requests, please slow down'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content type…) have safe messages.
      return reply.status(status).send(body(error.code ?? ERROR_CODES.validation, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(body(ERROR_CODES.unavailable, 'The service is briefly unavailable, please try again'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(ERROR_CODES.internal, 'Internal server error'));
  });
}
