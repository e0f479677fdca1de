import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSpa } from './plugins/spa';
import { authPlugin } from './plugins/auth';
import { Realtime, registerRealtimeRoutes } from './plugins/realtime';
import { createDidResolver } from './lib/did/resolver';
import { loadSessionKey } from './lib/keys';
import { SessionTokens } from './lib/session-tokens';
import { healthRoutes } from './modules/health/health.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { IdentitiesService } from './modules/identities/identities.service';
import { identitiesRoutes } from './modules/identities/identities.routes';
import { RolesService } from './modules/roles/roles.service';
import { rolesRoutes } from './modules/roles/roles.routes';
import { AuthRequestsService, type OrgSignupHandler } from './modules/auth/auth-requests.service';
import { SessionsService } from './modules/auth/sessions.service';
import { authRoutes } from './modules/auth/auth.routes';

export interface AppDeps {
  config: AppConfig;
  database: Database;
}

/** The one wiring place: every plugin and module is registered here (DESIGN.md §3). */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
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
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyWebsocket);
  await registerApiDocs(app, config.productName);

  const { db } = database;
  const resolver = createDidResolver(config.didMethod);
  const tokens = new SessionTokens(
    await loadSessionKey(config.dataDir, config.sessionPrivateKey),
    database,
    config.publicUrl,
    config.sessionTtlSeconds,
  );
  const realtime = new Realtime(database);
  await tokens.start();
  await realtime.start();
  app.addHook('onClose', async () => {
    await realtime.stop();
    await tokens.stop();
  });
  await app.register(authPlugin, { tokens, renewBeforeSeconds: config.sessionRenewBeforeSeconds });

  const identities = new IdentitiesService(db, config.didMethod);
  const roles = new RolesService(db);
  const sessions = new SessionsService(db, tokens, config, resolver, identities);
  const orgSignup: OrgSignupHandler | null = null;
  const authRequests = new AuthRequestsService(
    db,
    { publicUrl: config.publicUrl, didMethod: config.didMethod, ttlSeconds: config.authRequestTtlSeconds },
    resolver,
    identities,
    sessions,
    realtime,
    orgSignup,
  );

  await app.register(healthRoutes(database));
  await app.register(publicConfigRoutes(config));
  await app.register(identitiesRoutes(identities));
  await app.register(rolesRoutes(roles));
  await app.register(authRoutes({ requests: authRequests, sessions, rateLimitPerMinute: config.authRateLimitPerMinute }));
  registerRealtimeRoutes(app, realtime, tokens);

  await registerSpa(app, config.webDistDir);
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
