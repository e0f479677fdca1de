import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateKeyUserRequest,
  ZMember,
  ZMemberList,
  ZMembersParams,
  ZMessageResponse,
  ZOrganisationUserList,
  ZOrganisationUsersQuery,
  ZRemoveMemberParams,
  ZRemoveMemberQuery,
  ZUpdateMemberParams,
  ZUpdateMemberRequest,
} from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import { toOrganisationUser, type MemberManagementService } from './member-management.service';

const tags = ['members'];

/**
 * Members as the organisation's admins manage them (spec §2 Admin and User Management, /user/*):
 * reading is for every member who logs in and the provider (two routes the spec names, one list);
 * an Admin removes admin-role members, a UserAdmin edits and removes the others and creates key users.
 */
export const membersRoutes =
  (members: MemberManagementService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/accounts/:id/members',
      {
        config: routeAccess('organisation-users:read'),
        schema: {
          tags,
          summary: "An organisation's live members with their roles, oldest first",
          params: ZMembersParams,
          response: { 200: ZMemberList },
        },
      },
      (request) => members.list(currentUser(request), request.params.id),
    );

    app.get(
      '/api/v1/users/',
      {
        config: routeAccess('organisation-users:read'),
        schema: {
          // Listed with the organisations in the API docs, as the spec's "Organisation user" is.
          tags: ['organisations'],
          summary: 'Users (live members) of an organisation, oldest first',
          querystring: ZOrganisationUsersQuery,
          response: { 200: ZOrganisationUserList },
        },
      },
      async (request) =>
        (await members.list(currentUser(request), request.query.organizationDid)).map(toOrganisationUser),
    );

    app.delete(
      '/api/v1/members/:memberId',
      {
        config: routeAccess('members:remove'),
        schema: {
          tags,
          summary:
            'Remove a member (Admin: admin roles; UserAdmin: the others; never oneself nor the last Admin)',
          params: ZRemoveMemberParams,
          querystring: ZRemoveMemberQuery,
          response: { 200: ZMessageResponse },
        },
      },
      (request) => members.remove(currentUser(request), request.params.memberId, request.query.memberDid),
    );

    app.put(
      '/api/accounts/:id/members/:memberDid',
      {
        config: routeAccess('users:manage'),
        schema: {
          tags,
          summary: "Change a member's name, e-mail and role (UserAdmin)",
          params: ZUpdateMemberParams,
          body: ZUpdateMemberRequest,
          response: { 200: ZMember },
        },
      },
      (request) =>
        members.update(currentUser(request), request.params.id, request.params.memberDid, request.body),
    );

    app.post(
      '/api/v1/key-users',
      {
        config: routeAccess('users:manage'),
        schema: {
          tags,
          summary: 'Register a key user: a DID made in the browser, as a Machine User member (UserAdmin)',
          body: ZCreateKeyUserRequest,
          response: { 201: ZMember },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await members.createKeyUser(currentUser(request), request.body)),
    );
  };
