import type { FastifyInstance } from 'fastify';
import { injectAsFetch } from '../lib/self-fetch';

/** A fetch that hands requests to app.inject, so the real wallet code can talk to a test app. */
export function injectFetch(app: FastifyInstance) {
  return injectAsFetch(app);
}
