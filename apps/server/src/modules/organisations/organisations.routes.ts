import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  ZAccountFeatures,
  ZAccountValidation,
  ZFeatureList,
  ZFeatureListQuery,
  ZSetAccountFeatures,
  LOGO_TYPES,
  ZOrganisationDetail,
  ZOrganisationSettings,
  ZOrganisationDetailParams,
  ZOrganisationDetailQuery,
  ZOrganisationList,
  ZOrganisationListQuery,
  ZOrganisationHistory,
  ZOrganisationLifecycleBody,
  ZOrganisationLifecycleResponse,
} from '@sigil/core';
import { PUBLIC_ROUTE, currentUser, routeAccess } from '../../plugins/auth';
import type { AccountFeaturesService } from './account-features.service';
import type { OrganisationLifecycleService } from './organisation-lifecycle.service';
import type { OrganisationsService } from './organisations.service';

/** The provider's lifecycle steps: POST /api/accounts/{did}/{step} with { reason }. */
const LIFECYCLE_STEPS = {
  suspend: 'Suspend the organisation (reversible): its members cannot log in, TRQP answers not authorised',
  reactivate: 'Reactivate a suspended organisation',
  deactivate:
    'Deactivate the organisation for good: its DID resolves as deactivated, its endorsements are revoked, its memberships end',
} as const;

export const organisationsRoutes =
  (
    organisations: OrganisationsService,
    features: AccountFeaturesService,
    lifecycle: OrganisationLifecycleService,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [step, summary] of Object.entries(LIFECYCLE_STEPS) as Array<
      [keyof typeof LIFECYCLE_STEPS, string]
    >) {
      app.post(
        `/api/accounts/:did/${step}`,
        {
          config: routeAccess('organisation:lifecycle'),
          schema: {
            tags: ['organisations'],
            summary,
            description: '409 when the organisation is not in a status this step starts from.',
            params: ZOrganisationDetailParams,
            body: ZOrganisationLifecycleBody,
            response: { 200: ZOrganisationLifecycleResponse },
          },
        },
        (request) => lifecycle.change(currentUser(request), request.params.did, step, request.body.reason),
      );
    }

    app.get(
      '/api/accounts/:did/history',
      {
        config: routeAccess('organisation:read'),
        schema: {
          tags: ['organisations'],
          summary:
            "The organisation's status history (approval, suspensions, deactivation, features), newest first",
          params: ZOrganisationDetailParams,
          response: { 200: ZOrganisationHistory },
        },
      },
      (request) => organisations.history(currentUser(request), request.params.did),
    );

    app.get(
      '/api/v1/accounts',
      {
        config: routeAccess('organisation:read'),
        schema: {
          tags: ['organisations'],
          summary: 'Organisations: all for the provider, its own for an organisation login (oldest first)',
          querystring: ZOrganisationListQuery,
          response: { 200: ZOrganisationList },
        },
      },
      (request) => organisations.list(currentUser(request), request.query.orgName),
    );

    app.get(
      '/api/accounts/:did',
      {
        config: routeAccess('organisation:read'),
        schema: {
          tags: ['organisations'],
          summary: "Organisation detail, with the caller's membership for an organisation login",
          params: ZOrganisationDetailParams,
          querystring: ZOrganisationDetailQuery,
          response: { 200: ZOrganisationDetail },
        },
      },
      (request) => organisations.detail(currentUser(request), request.params.did),
    );

    app.put(
      '/api/accounts/:did',
      {
        config: routeAccess('organisation:update'),
        schema: {
          tags: ['organisations'],
          summary: "The organisation's Admin changes its details (account settings)",
          params: ZOrganisationDetailParams,
          body: ZOrganisationSettings,
          response: { 200: ZOrganisationDetail },
        },
      },
      (request) => organisations.updateSettings(currentUser(request), request.params.did, request.body),
    );

    app.get(
      '/api/features',
      {
        config: routeAccess('features:read'),
        schema: {
          tags: ['organisations'],
          summary: 'Account features an account of the type may be granted (every feature without a type)',
          querystring: ZFeatureListQuery,
          response: { 200: ZFeatureList },
        },
      },
      (request) => features.catalogue(currentUser(request), request.query.type),
    );

    app.get(
      '/api/accounts/:did/features',
      {
        config: routeAccess('features:read'),
        schema: {
          tags: ['organisations'],
          summary: "The organisation's account features: its members and the provider",
          params: ZOrganisationDetailParams,
          response: { 200: ZAccountFeatures },
        },
      },
      (request) => features.of(currentUser(request), request.params.did),
    );

    app.post(
      '/api/accounts/:did/features',
      {
        config: routeAccess('features:manage'),
        schema: {
          tags: ['organisations'],
          summary: "The provider replaces the organisation's account features",
          params: ZOrganisationDetailParams,
          body: ZSetAccountFeatures,
          response: { 200: ZAccountFeatures },
        },
      },
      (request) => features.set(currentUser(request), request.params.did, request.body.features),
    );

    app.get(
      '/api/accounts/:did/validate',
      {
        // Public: whether a DID is a live organisation of this registry is what a relying party
        // asks before trusting a credential it signed, as public as the DID document itself.
        config: PUBLIC_ROUTE,
        schema: {
          tags: ['organisations'],
          summary: 'Whether the DID is a live organisation account of this registry, with its features',
          params: ZOrganisationDetailParams,
          response: { 200: ZAccountValidation },
        },
      },
      (request) => organisations.validate(request.params.did),
    );

    // The logo arrives as the image itself; its type is told by its bytes, not by this header.
    app.addContentTypeParser(
      [...LOGO_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: 2 * LOGO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.put(
      '/api/v1/accounts/:did/logo',
      {
        config: routeAccess('organisation:update'),
        schema: {
          tags: ['organisations'],
          summary: "The organisation's Admin uploads its logo: a PNG, JPEG or WebP image of at most 512 kB",
          params: ZOrganisationDetailParams,
          response: { 200: z.object({ logo: z.string() }) },
        },
      },
      // Any other body (JSON, text) is no image: an empty buffer, refused as such.
      (request) =>
        organisations.setLogo(
          currentUser(request),
          request.params.did,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        ),
    );

    app.get(
      '/api/v1/logos/:did',
      {
        // Public: an organisation's logo is shown wherever its name is (an <img> sends no token).
        config: PUBLIC_ROUTE,
        schema: {
          tags: ['organisations'],
          summary: "An organisation's logo (?v= names one upload: the organisation's logo URL carries it)",
          params: ZOrganisationDetailParams,
          querystring: z.object({ v: z.string().max(20).optional() }),
        },
      },
      async (request, reply) => {
        const { contentType, bytes } = await organisations.logo(request.params.did);
        return reply
          .type(contentType)
          .header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  };
