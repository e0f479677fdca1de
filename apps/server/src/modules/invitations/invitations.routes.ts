import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION_TYPES,
  ZAnswerInvitationRequest,
  ZCancelInvitationRequest,
  ZCheckEmailParams,
  ZCheckEmailResponse,
  ZClaimInvitationRequest,
  ZDecideMachineUserRequest,
  ZInvitation,
  ZInvitationCodeParams,
  ZInvitationList,
  ZInvitationListQuery,
  ZInvitationLookupQuery,
  ZMachineUserInvitationQuery,
  ZMessageResponse,
  ZPendingInvitation,
  ZPendingInvitationList,
  ZResendInvitationRequest,
  ZSendInvitationRequest,
} from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { InvitationAnswersService } from './invitation-answers.service';
import type { InvitationsService } from './invitations.service';
import type { MachineUserInvitationsService } from './machine-user-invitations.service';

const tags = ['invitations'];

/**
 * Invitations, spec §7 "Invitations" (docs/architecture.md, Invitations). The organisation's Admin
 * sends admin invitations, its UserAdmin user invitations; the invitee (console or wallet) claims
 * and answers by code; the provider decides Machine User invitations.
 */
export const invitationsRoutes =
  (
    invitations: InvitationsService,
    answers: InvitationAnswersService,
    machineUsers: MachineUserInvitationsService,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/invitations/orgroles/sent',
      {
        config: routeAccess('invitations:create-admin'),
        schema: {
          tags,
          summary: "The organisation's admin invitations, newest first (Admin)",
          querystring: ZInvitationListQuery,
          response: { 200: ZInvitationList },
        },
      },
      (request) =>
        invitations.listSent(currentUser(request), INVITATION_TYPES.adminRole, request.query.organizationDid),
    );

    app.get(
      '/api/v1/invitations/user-roles/sent',
      {
        config: routeAccess('invitations:create-user'),
        schema: {
          tags,
          summary: "The organisation's user invitations, newest first (UserAdmin)",
          querystring: ZInvitationListQuery,
          response: { 200: ZInvitationList },
        },
      },
      (request) =>
        invitations.listSent(currentUser(request), INVITATION_TYPES.userRole, request.query.organizationDid),
    );

    app.post(
      '/api/v1/invitations/',
      {
        config: routeAccess('invitations:send'),
        schema: {
          tags,
          summary:
            'Invite: an Admin to an admin role, a UserAdmin to an active custom role (by e-mail) or Machine User (by DID)',
          body: ZSendInvitationRequest,
          response: { 201: ZInvitation },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitations.send(currentUser(request), request.body)),
    );

    app.delete(
      '/api/v1/invitations/:invitationCode',
      {
        config: routeAccess('invitations:send'),
        schema: {
          tags,
          summary: "Cancel a waiting invitation (its sender's role)",
          params: ZInvitationCodeParams,
          body: ZCancelInvitationRequest,
          response: { 200: ZMessageResponse },
        },
      },
      (request) => invitations.cancel(currentUser(request), request.params.invitationCode),
    );

    app.post(
      '/api/invite/invitations/send-email',
      {
        config: routeAccess('invitations:send'),
        schema: {
          tags,
          summary:
            'Send a waiting or expired invitation again, under a new code (the old link stops working)',
          body: ZResendInvitationRequest,
          response: { 200: ZInvitation },
        },
      },
      (request) => invitations.resend(currentUser(request), request.body.invitationCode),
    );

    app.get(
      '/api/invite/check-email/:email',
      {
        config: routeAccess('invitations:send'),
        schema: {
          tags,
          summary: 'Whether an e-mail is already a member or invited (a message when it is)',
          params: ZCheckEmailParams,
          response: { 200: ZCheckEmailResponse },
        },
      },
      (request) => invitations.checkEmail(currentUser(request), request.params.email),
    );

    app.get(
      '/api/v1/invitations/',
      {
        config: routeAccess('invitations:answer'),
        schema: {
          tags,
          summary:
            "The caller's invitations waiting for an answer; with invitationCode, that one if it is free or the caller's",
          querystring: ZInvitationLookupQuery,
          response: { 200: ZPendingInvitationList },
        },
      },
      (request) => answers.pending(currentUser(request), request.query.invitationCode),
    );

    app.post(
      '/api/v1/invitations/claim',
      {
        config: routeAccess('invitations:answer'),
        schema: {
          tags,
          summary: "Bind an e-mail invitation to the caller's DID by its code (opening the mailed link)",
          body: ZClaimInvitationRequest,
          response: { 200: ZPendingInvitation },
        },
      },
      (request) => answers.claim(currentUser(request), request.body.invitationCode),
    );

    app.put(
      '/api/v1/invitations/membershiprole/enroll',
      {
        config: routeAccess('invitations:answer'),
        schema: {
          tags,
          summary: 'Accept (becoming a member) or reject an invitation bound to the caller',
          body: ZAnswerInvitationRequest,
          response: { 200: ZMessageResponse },
        },
      },
      (request) => answers.answer(currentUser(request), request.body),
    );

    app.get(
      '/api/v1/invitations/role-machine-user',
      {
        config: routeAccess('invitations:decide-machine-user'),
        schema: {
          tags,
          summary: 'Machine User invitations of every organisation, newest first (provider)',
          querystring: ZMachineUserInvitationQuery,
          response: { 200: ZInvitationList },
        },
      },
      (request) => machineUsers.list(currentUser(request), request.query),
    );

    app.put(
      '/api/v1/invitations/role-machine-user/:invitationCode',
      {
        config: routeAccess('invitations:decide-machine-user'),
        schema: {
          tags,
          summary:
            'Approve (the DID becomes a Machine User member) or reject a Machine User invitation (provider)',
          params: ZInvitationCodeParams,
          body: ZDecideMachineUserRequest,
          response: { 200: ZMessageResponse },
        },
      },
      (request) => machineUsers.decide(currentUser(request), request.params.invitationCode, request.body),
    );
  };
