import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

/**
 * A refusal in OAuth 2.0's own words (RFC 6749 §5.2 and the OpenID4VC specifications): `error` is
 * one of the protocol's codes (invalid_grant, invalid_proof…), read by the wallet.
 */
export class OauthError extends AppError {
  constructor(statusCode: number, error: string, description: string) {
    super(statusCode, error, description);
  }
}

/**
 * Routes that standard wallets call answer their client errors as OAuth errors:
 * `{ error, error_description }`, with the API's `code` beside it when it is not an OAuth code.
 * Anything else (429, the database gone, a fault) goes on to the API's own handler.
 */
export function answerClientErrorsAsOauth(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath.replace(/^\//, '') || 'body';
      return reply.status(400).send(oauthBody('invalid_request', `${where}: ${issue?.message ?? 'invalid'}`));
    }
    if (error instanceof OauthError) {
      // RFC 6750 §3: a refused bearer token is also told in the WWW-Authenticate header.
      if (error.statusCode === 401) void reply.header('www-authenticate', `Bearer error="${error.code}"`);
      return reply.status(error.statusCode).send(oauthBody(error.code, error.message));
    }
    const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 400 && status < 500 && status !== 429) {
      return reply.status(status).send(oauthBody('invalid_request', error.message, error.code));
    }
    throw error;
  });
}

function oauthBody(error: string, description: string, code?: string) {
  return { error, error_description: description, ...(code ? { code } : {}) };
}
