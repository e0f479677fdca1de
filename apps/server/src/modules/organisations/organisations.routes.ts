import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZOrganisationDetail,
  ZOrganisationDetailParams,
  ZOrganisationDetailQuery,
  ZOrganisationList,
  ZOrganisationListQuery,
  ZOrganisationUserList,
  ZOrganisationUsersQuery,
} from '@sigil/core';
import { currentUser, requireAuth } from '../../plugins/auth';
import type { OrganisationsService } from './organisations.service';

const readers = requireAuth({ modes: ['provider', 'organisation'] });

export const organisationsRoutes =
  (organisations: OrganisationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/accounts',
      {
        preValidation: readers,
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
        preValidation: readers,
        schema: {
          tags: ['organisations'],
          summary: 'Organisation detail, with the caller\'s membership for an organisation login',
          params: ZOrganisationDetailParams,
          querystring: ZOrganisationDetailQuery,
          response: { 200: ZOrganisationDetail },
        },
      },
      (request) => organisations.detail(currentUser(request), request.params.did),
    );

    // The spec calls /v1/users/ with its trailing slash; both spellings are served.
    for (const url of ['/api/v1/users/', '/api/v1/users']) {
      app.get(
        url,
        {
          preValidation: readers,
          schema: {
            hide: !url.endsWith('/'),
            tags: ['organisations'],
            summary: 'Users (live members) of an organisation, oldest first',
            querystring: ZOrganisationUsersQuery,
            response: { 200: ZOrganisationUserList },
          },
        },
        (request) => organisations.users(currentUser(request), request.query.organizationDid),
      );
    }
  };
