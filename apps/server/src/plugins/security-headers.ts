import type { FastifyInstance, FastifyReply } from 'fastify';
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
 * Helmet's security headers on every answer, from a middleware built once. @fastify/helmet built
 * helmet's middleware again for every request (its options parsed, its CSP directives checked):
 * that garbage outlived V8's young generation and grew the old one by megabytes a second under
 * load (docs/performance.md, "2026-11-26 night — Server memory: helmet's middleware built once").
 */
export function registerSecurityHeaders(app: FastifyInstance, inlineScriptSources: readonly string[]): void {
  const applyHeaders = helmet(helmetOptions(inlineScriptSources));
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
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
