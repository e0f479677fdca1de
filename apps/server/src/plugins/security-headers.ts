import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The console's content security policy: its own origin, Google's sign-in where it is configured,
 * and the inline scripts of the built console's index.html, each by its hash (consoleInlineScripts).
 */
const helmetOptions = (inlineScriptSources: readonly string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptSources, 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:', 'https://accounts.google.com/gsi/'],
      frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/**
 * Helmet's security headers, and the request's id, on every answer. Helmet's headers are the same
 * for every request: its middleware runs once, here, and each answer gets the headers it set.
 * (@fastify/helmet built the middleware for every request, and the garbage grew the old generation
 * by megabytes a second: docs/performance.md, "2026-11-26 night — Server memory"; running it per
 * request still cost a list call ~2 % of its CPU: "Authenticated lists".)
 */
export function registerSecurityHeaders(app: FastifyInstance, inlineScriptSources: readonly string[]): void {
  const headers = helmetHeaders(helmetOptions(inlineScriptSources));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}

/** The headers helmet's middleware sets on an answer (it reads nothing of the request). */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw new Error('Helmet could not set its headers', { cause: failure });
  return headers;
}

/**
 * Helmet's headers that govern a document (what it may load, who may frame or open it, its agent
 * cluster, legacy browsers' sniffing and downloads): on a built script they do nothing. A first load
 * of the home asks for about 60 modules, each answer carried them (about 900 bytes, the policy most
 * of it), and on a phone's link that was a fifth of what it downloads. nosniff, CORP, HSTS and the
 * referrer policy (which a module script's imports follow) stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Leaves a built script's answer with the security headers that apply to a script. */
export function dropDocumentHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}
