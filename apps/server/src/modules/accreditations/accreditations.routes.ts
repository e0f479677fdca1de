import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZText } from '@sigil/core';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import type { AccreditationsService } from './accreditations.service';

export const accreditationsRoutes =
  (accreditations: AccreditationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/accreditations/:ref',
      {
        // Public: a verifier walks endorsement → accreditation → registry with public URLs only.
        config: PUBLIC_ROUTE,
        schema: {
          tags: ['accreditations'],
          summary:
            "The registry's accreditation of an organisation as a VC-JWT (application/vc+jwt): by the organisation's DID its live one, by an accreditation id that one (its status list tells whether it is revoked)",
          params: z.object({ ref: ZText().trim().max(200) }),
        },
      },
      async (request, reply) => {
        const jwt = await accreditations.credential(request.params.ref);
        // A revocation or a new accreditation must be seen at once.
        return reply.type('application/vc+jwt').header('cache-control', 'no-cache').send(jwt);
      },
    );
  };
