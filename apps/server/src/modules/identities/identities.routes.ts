import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@sigil/core';
import { IDENTIFIERS_PREFIX, renderResolution, requestedDidUrl } from '../../lib/did/http-binding';
import type { PublicAnswers } from '../../lib/public-answers';
import type { IdentitiesService } from './identities.service';

export const identitiesRoutes =
  (identities: IdentitiesService, answers: PublicAnswers): FastifyPluginAsyncZod =>
  async (app) => {
    const resolve = (request: FastifyRequest, reply: FastifyReply, decodedPath: string) => {
      const input = requestedDidUrl(request.url, decodedPath);
      const { accept } = request.headers;
      return answers.send(request, reply, `resolution ${input}\n${accept ?? ''}`, async () => ({
        ...renderResolution(await identities.resolve(input), accept),
        headers: { vary: 'Accept' },
      }));
    };
    // Any text that is not a DID, NUL and lone surrogates included, is refused by the resolver
    // itself with the DID Resolution error invalidDid, before the database is asked.
    const resolverConfig = { textGuard: false } as const;

    app.get(
      '/1.0/identifiers/:did',
      {
        config: resolverConfig,
        schema: {
          tags: ['identities'],
          summary: 'DID resolution (W3C DID Resolution HTTP(S) binding, Universal Resolver driver interface)',
          description: [
            'Accept: application/did-resolution, */* or none → the DID resolution result;',
            'application/ld+json;profile="https://w3id.org/did-resolution" → the result in its older shape;',
            'application/did+ld+json or application/did → the DID document; application/did+json → the',
            'document without @context; anything else → 406. A DID URL with a #fragment is dereferenced',
            '(application/did-url-dereferencing for the whole result). Errors follow DID Resolution:',
            '400 INVALID_DID / INVALID_DID_URL, 404 NOT_FOUND, 406, 410 for a deactivated DID, 501.',
          ].join(' '),
          params: z.object({ did: z.string() }),
        },
      },
      // The router has already percent-decoded the parameter: it is never decoded again.
      (request, reply) => resolve(request, reply, request.params.did),
    );

    // A DID URL with a path (did:sigil:0x…/a/b) spans several URL segments.
    app.get(
      '/1.0/identifiers/*',
      { config: resolverConfig, schema: { hide: true, params: z.object({ '*': z.string() }) } },
      (request, reply) => resolve(request, reply, request.params['*']),
    );

    // Every other path under /1.0 answers for the binding too, never with the console's page:
    // /1.0/identifiers without a DID is an invalid DID, anything else is not a resolver path.
    const notResolverPath = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send({
        error: {
          code: ERROR_CODES.notFound,
          message: `Not a path of the DID resolver: resolve a DID at ${IDENTIFIERS_PREFIX}{did}`,
        },
      });
    app.get('/1.0', { schema: { hide: true } }, notResolverPath);
    app.get('/1.0/*', { schema: { hide: true, params: z.object({ '*': z.string() }) } }, (request, reply) =>
      /^identifiers\/?$/.test(request.params['*'])
        ? resolve(request, reply, '')
        : notResolverPath(request, reply),
    );
  };
