import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOrgRoleList, ZPermissionsResponse, ZRequiredOrganisationScopeQuery, ZText } from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { RolesService } from './roles.service';

const ZMembershipRole = z.object({
  paramCode: z.string(),
  paramType: z.string(),
  paramName: z.string(),
  description: z.string(),
});

export const rolesRoutes =
  (roles: RolesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/trustanchor/membershiproles',
      {
        config: routeAccess('session'),
        schema: { tags: ['roles'], response: { 200: z.array(ZMembershipRole) } },
      },
      () => roles.listRoles(),
    );

    app.get(
      '/api/v1/trustanchor/orgroles',
      {
        config: routeAccess('roles:read'),
        schema: {
          tags: ['roles'],
          summary: "The organisation's roles: the four membership roles and its custom roles",
          querystring: ZRequiredOrganisationScopeQuery,
          response: { 200: ZOrgRoleList },
        },
      },
      (request) => roles.orgRoles(currentUser(request), request.query.organizationDid),
    );

    app.get(
      '/api/v1/trustanchor/membershiproles/permissions',
      {
        config: routeAccess('memberships:read-own'),
        schema: {
          tags: ['roles'],
          querystring: z.object({ memberId: ZText().min(1, 'memberId is required') }),
          response: { 200: ZPermissionsResponse },
        },
      },
      (request) => roles.permissionsFor(currentUser(request), request.query.memberId),
    );
  };
