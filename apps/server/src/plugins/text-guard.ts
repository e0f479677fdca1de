import type { FastifyInstance } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@sigil/core';
import { badRequest } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: the route answers text PostgreSQL cannot store by itself, in its own format (the
     * DID resolver answers invalidDid), and never hands such text to the database.
     */
    textGuard?: false;
  }
}

/**
 * The safety net behind the core schemas' ZText rule: before validation, every string of the
 * path parameters, the query string and the parsed body (object keys included) must be text
 * PostgreSQL can store, else 400 VALIDATION_FAILED naming the field — so a route whose schema
 * misses a field can never turn NUL or a lone surrogate into a 500. One linear walk per request.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404 || request.routeOptions.config.textGuard === false) return;
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorableText(part);
      if (path) {
        const field = path.join('.') || '_';
        throw badRequest(UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE });
      }
    }
  });
}
