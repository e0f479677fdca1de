import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZText } from '@sigil/core';
import type { PublicAnswers } from '../../lib/public-answers';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import type { AccreditationsService } from './accreditations.service';

export const accreditationsRoutes =
  (accreditations: AccreditationsService, answers: PublicAnswers): FastifyPluginAsyncZod =>
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
      (request, reply) =>
        answers.send(request, reply, `accreditation ${request.params.ref}`, async () => ({
          status: 200,
          contentType: 'application/vc+jwt',
          body: await accreditations.credential(request.params.ref),
        })),
    );
  };
