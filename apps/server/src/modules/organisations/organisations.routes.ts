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
import { currentUser, routeAccess } from '../../plugins/auth';
import type { OrganisationsService } from './organisations.service';

export const organisationsRoutes =
  (organisations: OrganisationsService): FastifyPluginAsyncZod =>
  async (app) => {
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
          summary: 'Organisation detail, with the caller\'s membership for an organisation login',
          params: ZOrganisationDetailParams,
          querystring: ZOrganisationDetailQuery,
          response: { 200: ZOrganisationDetail },
        },
      },
      (request) => organisations.detail(currentUser(request), request.params.did),
    );

    app.get(
      '/api/v1/users/',
      {
        config: routeAccess('organisation-users:read'),
        schema: {
          tags: ['organisations'],
          summary: 'Users (live members) of an organisation, oldest first',
          querystring: ZOrganisationUsersQuery,
          response: { 200: ZOrganisationUserList },
        },
      },
      (request) => organisations.users(currentUser(request), request.query.organizationDid),
    );
  };
