import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * A query parameter or route parameter whose value is a credential: a session token, a poll
 * secret, an invitation code (whoever holds it accepts the invitation), an OAuth code or token.
 */
const SECRET_NAME = /token|secret|password|passphrase|code/i;
export const REDACTED = '[redacted]';

/**
 * The URL as a log may keep it: the value of every secret query parameter, and every path segment
 * matched by a secret route parameter (`/api/v1/invitations/:invitationCode`), is replaced.
 * `routeUrl` is the route's pattern, when the request matched one.
 */
export function redactUrl(url: string, routeUrl?: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  let query = queryAt === -1 ? '' : url.slice(queryAt + 1);

  if (routeUrl?.includes(':')) {
    const pattern = routeUrl.split('/');
    path = path
      .split('/')
      .map((segment, i) => (pattern[i]?.startsWith(':') && SECRET_NAME.test(pattern[i]) ? REDACTED : segment))
      .join('/');
  }
  if (query) {
    query = query
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const rawName = eq === -1 ? pair : pair.slice(0, eq);
        let name = rawName;
        try {
          name = decodeURIComponent(rawName.replace(/\+/g, ' '));
        } catch {
          // a malformed name is still matched as written
        }
        return eq !== -1 && SECRET_NAME.test(name) ? `${rawName}=${REDACTED}` : pair;
      })
      .join('&');
  }
  return query ? `${path}?${query}` : path;
}

/** Fastify's own request fields, with the URL redacted; no header is logged at all. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's logger: secrets never reach a log line (README "Configuration", LOG_LEVEL). Request
 * lines carry a redacted URL and no headers; any other object logged with headers has their
 * credentials censored too.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: ['authorization', 'cookie', 'set-cookie', 'x-auth-token', 'x-poll-secret'].flatMap((header) => [
        `headers["${header}"]`,
        `*.headers["${header}"]`,
      ]),
      censor: REDACTED,
    },
  };
}
