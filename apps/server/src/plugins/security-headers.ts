import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The console's content security policy: its own origin, and Google's sign-in where it is configured. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:', 'https://accounts.google.com/gsi/'],
      frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * Helmet's security headers on every answer, from a middleware built once. @fastify/helmet built
 * helmet's middleware again for every request (its options parsed, its CSP directives checked):
 * that garbage outlived V8's young generation and grew the old one by megabytes a second under
 * load (docs/performance.md, "The server's memory").
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
