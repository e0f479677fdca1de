import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAllMembershipRequestsQuery,
  ZEndorsableAccountList,
  ZEnrolAccountRequest,
  ZHolderParams,
  ZIssueEndorsementRequest,
  ZMembershipRequest,
  ZMembershipRequestList,
  ZMembershipRequestListQuery,
  ZMembershipRequestParams,
  ZOptionalQueryText,
  ZRejectMembershipRequest,
  ZRequestEndorsementParams,
  ZRequestEndorsementRequest,
  type TMembershipRequestStatus,
} from '@sigil/core';
import { z } from 'zod';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { MembershipApplicationsService } from './membership-applications.service';
import type { MembershipRequestDecisionsService } from './membership-request-decisions.service';
import type { MembershipRequestsService } from './membership-requests.service';

const tags = ['membership requests'];

/**
 * Membership requests (spec §7 "Organisation-scheme memberships", "Users and endorsements";
 * docs/architecture.md, Membership requests): an individual applies, the organisation enrols;
 * SENT → CHECKED → APPROVED, or REJECTED, each step by another person; approval issues the
 * endorsement.
 */
export const membershipRequestsRoutes =
  ({
    applications,
    requests,
    decisions,
  }: {
    applications: MembershipApplicationsService;
    requests: MembershipRequestsService;
    decisions: MembershipRequestDecisionsService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // ---- The individual

    app.get(
      '/api/v1/users/endorsable-accounts',
      {
        config: routeAccess('endorsements:request'),
        schema: {
          tags,
          summary: 'Request Endorsements: organisations with active roles, and the fields of each role',
          querystring: z.object({ orgName: ZOptionalQueryText }),
          response: { 200: ZEndorsableAccountList },
        },
      },
      (request) => applications.endorsableAccounts(currentUser(request), request.query.orgName),
    );

    app.post(
      '/api/v1/users/request-endorsement/:id',
      {
        config: routeAccess('endorsements:request'),
        schema: {
          tags,
          summary:
            "Apply to an organisation's active role ({id}: the organisation's DID) with the role's fields",
          params: ZRequestEndorsementParams,
          body: ZRequestEndorsementRequest,
          response: { 201: ZMembershipRequest },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await applications.apply(currentUser(request), request.params.id, request.body)),
    );

    for (const [path, which, summary] of [
      [
        '/api/v1/users/my-approval-pending/:id',
        'waiting',
        'My requests waiting for a decision (SENT, CHECKED)',
      ],
      ['/api/v1/users/my-history/:id', 'decided', 'My decided requests (APPROVED, REJECTED)'],
    ] as const) {
      app.get(
        path,
        {
          config: routeAccess('endorsements:read-own'),
          schema: {
            tags,
            summary: `${summary}; {id} is the caller's DID`,
            params: ZHolderParams,
            response: { 200: ZMembershipRequestList },
          },
        },
        (request) => applications.mine(currentUser(request), request.params.id, which),
      );
    }

    // ---- The organisation

    app.post(
      '/api/v1/trustanchor/orgschemes/enroll',
      {
        config: routeAccess('membership-requests:enrol'),
        schema: {
          tags,
          summary:
            'Enrol a registered account (a person or another organisation) into one of our active roles',
          body: ZEnrolAccountRequest,
          response: { 201: ZMembershipRequest },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await requests.enrol(currentUser(request), request.body)),
    );

    for (const [path, statuses, summary] of [
      ['/api/v1/trustanchor/orgschemes/sent', ['SENT'], 'Requests waiting for their check'],
      ['/api/v1/trustanchor/orgschemes/checked', ['CHECKED'], 'Checked requests waiting for their approval'],
      ['/api/v1/trustanchor/orgschemes/history', ['APPROVED', 'REJECTED'], 'Decided requests'],
    ] as const satisfies readonly (readonly [string, readonly TMembershipRequestStatus[], string])[]) {
      app.get(
        path,
        {
          config: routeAccess('membership-requests:read'),
          schema: {
            tags,
            summary: `${summary}, newest first (Admin, UserAdmin)`,
            querystring: ZMembershipRequestListQuery,
            response: { 200: ZMembershipRequestList },
          },
        },
        (request) => requests.ofOrganisation(currentUser(request), statuses, request.query.organizationDid),
      );
    }

    app.put(
      '/api/v1/trustanchor/orgschemes/:id/check',
      {
        config: routeAccess('membership-requests:check'),
        schema: {
          tags,
          summary: 'Check a request (SENT → CHECKED), never one you made or are the subject of',
          params: ZMembershipRequestParams,
          response: { 200: ZMembershipRequest },
        },
      },
      (request) => decisions.check(currentUser(request), request.params.id),
    );

    const approveSummary =
      'Approve a checked request (CHECKED → APPROVED): the membership is created and the endorsement issued';
    app.put(
      '/api/v1/trustanchor/orgschemes/:id/approve',
      {
        config: routeAccess('membership-requests:approve'),
        schema: {
          tags,
          summary: approveSummary,
          params: ZMembershipRequestParams,
          response: { 200: ZMembershipRequest },
        },
      },
      (request) => decisions.approve(currentUser(request), request.params.id),
    );
    app.post(
      '/api/v1/users/issue-Endorsement',
      {
        config: routeAccess('membership-requests:approve'),
        schema: {
          tags,
          summary: approveSummary,
          body: ZIssueEndorsementRequest,
          response: { 200: ZMembershipRequest },
        },
      },
      (request) => decisions.approve(currentUser(request), request.body.id),
    );

    app.post(
      '/api/v1/users/reject-endorsement',
      {
        config: routeAccess('membership-requests:read'),
        schema: {
          tags,
          summary:
            'Reject a waiting request with a reason (a SENT one needs the check permission, a CHECKED one the approval)',
          body: ZRejectMembershipRequest,
          response: { 200: ZMembershipRequest },
        },
      },
      (request) => decisions.reject(currentUser(request), request.body),
    );

    // ---- The provider

    app.get(
      '/api/v1/trustanchor/orgschemes/all',
      {
        config: routeAccess('endorsement-requests:read-all'),
        schema: {
          tags,
          summary: "Every organisation's membership requests, by organisation name and status (provider)",
          querystring: ZAllMembershipRequestsQuery,
          response: { 200: ZMembershipRequestList },
        },
      },
      (request) => requests.all(currentUser(request), request.query),
    );
  };
