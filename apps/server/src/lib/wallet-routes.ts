import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../plugins/auth';
import { answerClientErrorsAsOauth } from './oauth-errors';

/**
 * What the routes a standard wallet calls share, in the plugin that holds them: form bodies
 * (OpenID4VP's direct_post, OAuth's token endpoint), refusals as OAuth errors, and public access
 * rate-limited like login. Returns the routes' config.
 */
export async function prepareWalletRoutes(app: FastifyInstance, rateLimitPerMinute: number) {
  await app.register(fastifyFormbody);
  answerClientErrorsAsOauth(app);
  return { ...PUBLIC_ROUTE, rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
}
