import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import type { IdentitiesService } from './identities.service';

const ZIdentityRecord = z.object({
  did: z.string(),
  publicKey: z.string().nullable(),
  created: z.string().nullable(),
  registered: z.boolean(),
  protectFlag: z.string(),
  profile: z.object({ name: z.string().nullable() }),
  other: z.object({ endorsements: z.array(z.unknown()) }),
});

export const identitiesRoutes =
  (identities: IdentitiesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/identities/:did',
      {
        config: PUBLIC_ROUTE,
        schema: {
          tags: ['identities'],
          summary: 'The registry record of a DID (public data)',
          params: z.object({ did: z.string() }),
          response: { 200: ZIdentityRecord },
        },
      },
      (request) => identities.getRecord(request.params.did),
    );

    app.get(
      '/1.0/identifiers/:did',
      {
        schema: {
          tags: ['identities'],
          summary: 'DID resolution (Universal Resolver HTTP binding)',
          params: z.object({ did: z.string() }),
        },
      },
      async (request, reply) => {
        const outcome = await identities.resolve(decodeURIComponent(request.params.did));
        return reply
          .status(outcome.status)
          .type('application/ld+json;profile="https://w3id.org/did-resolution"')
          .send(JSON.stringify(outcome.body));
      },
    );
  };
