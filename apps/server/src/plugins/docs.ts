import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas: UI at /api/docs, document at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${productName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          xAuthToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API documentation is public, like the OpenAPI document it shows.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
}
