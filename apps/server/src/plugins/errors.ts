import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type TApiError } from '@sigil/core';
import { isDatabaseUnavailable } from '../db/unavailable';
import { resolverAnswerForBadUrl } from '../lib/did/http-binding';
import { AppError } from '../lib/errors';

function body(code: string, message: string, fields?: Record<string, string>): TApiError {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** The API code of a refusal that carries no code of its own (an empty 4xx/5xx body). */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return ERROR_CODES.validation;
    case 401:
      return ERROR_CODES.unauthorised;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 409:
      return ERROR_CODES.conflict;
    case 413:
      return ERROR_CODES.payloadTooLarge;
    case 429:
      return ERROR_CODES.rateLimited;
    case 503:
      return ERROR_CODES.unavailable;
    default:
      return status >= 500 ? ERROR_CODES.internal : `HTTP_${status}`;
  }
}

/**
 * Fastify's `frameworkErrors` option: refusals the router makes before any route or hook runs
 * (a URL whose percent-encoding is not UTF-8, a path parameter over maxParamLength) answer in the
 * API's error shape. Fixed messages: the offending URL is not echoed.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Under /1.0/identifiers/ the DID resolver's binding answers in its own terms (400 invalidDid).
  const reason =
    error.code === 'FST_ERR_BAD_URL'
      ? 'encoding'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'length'
        : null;
  const resolver = reason && resolverAnswerForBadUrl(request.url, request.headers.accept, reason);
  if (resolver) {
    void reply
      .status(resolver.status)
      .header('vary', 'Accept')
      .type(resolver.contentType)
      .send(resolver.body);
    return;
  }
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'The URL is not valid: a percent-encoded part is not UTF-8']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'A part of the URL is too long']
        : [
            error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
            'Bad request',
          ];
  void reply.status(status).send(body(error.code ?? codeForStatus(status), message));
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refused the request (a NUL or other
 * invalid character in a header, a broken request line, headers too large, a timeout). There is
 * no request object, so a whole HTTP/1.1 response in the API's error shape is written to the
 * socket, and the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection is gone; there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large']
        : [400, 'BAD_REQUEST', 'The request is malformed: its request line or a header cannot be read'];
  this.log.debug({ err: error }, 'client error: the HTTP parser refused the request');
  // As Node's own handler does: once a response is under way on this socket (a body that breaks
  // off mid-request), a second one would corrupt it; the connection is just closed.
  const inFlight = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
  if (!socket.writable || inFlight) {
    socket.destroy();
    return;
  }
  const json = JSON.stringify(body(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
    () => socket.destroy(),
  );
}

/** "/contactEmail" or "/members/0/name" → "contactEmail" / "members.0.name" */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

/**
 * One error handler for the whole API (docs/architecture.md, API conventions): the { error: { code,
 * message } } shape, validation failures with the spec's field messages, and never a stack trace or
 * 5xx detail.
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
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(body(ERROR_CODES.validation, first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send(body(ERROR_CODES.payloadTooLarge, 'Request body is too large'));
    if (status === 429)
      return reply.status(429).send(body(ERROR_CODES.rateLimited, 'Too many requests, please slow down'));
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

  // A refusal sent with no body (a plugin's bare reply.code(404).send(), e.g. @fastify/websocket
  // for a plain GET on a WebSocket route) still answers in the one error shape.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || (payload !== undefined && payload !== null && payload !== ''))
      return payload;
    const status = reply.statusCode;
    void reply.type('application/json; charset=utf-8');
    return JSON.stringify(body(codeForStatus(status), STATUS_CODES[status] ?? 'Request refused'));
  });
}
