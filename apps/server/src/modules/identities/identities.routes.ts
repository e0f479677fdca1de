import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZText } from '@sigil/core';
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
          params: z.object({ did: ZText() }),
          response: { 200: ZIdentityRecord },
        },
      },
      (request) => identities.getRecord(request.params.did),
    );

    app.get(
      '/1.0/identifiers/:did',
      {
        // Any text that is not a DID, NUL and lone surrogates included, is refused by the resolver
        // itself with the DID Resolution result invalidDid, before the database is asked.
        config: { textGuard: false },
        schema: {
          tags: ['identities'],
          summary: 'DID resolution (Universal Resolver HTTP binding)',
          params: z.object({ did: z.string() }),
        },
      },
      async (request, reply) => {
        // The router has already percent-decoded the parameter: decoding again would turn %25 into
        // a lone "%" and throw URIError.
        const outcome = await identities.resolve(request.params.did);
        return reply
          .status(outcome.status)
          .type('application/ld+json;profile="https://w3id.org/did-resolution"')
          .send(JSON.stringify(outcome.body));
      },
    );
  };
