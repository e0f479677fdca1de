import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDeleteEndorsementParams,
  ZDeleteEndorsementQuery,
  ZDidRecord,
  ZDidSearchResult,
  ZEndorsementList,
  ZEndorsementListQuery,
  ZExplorerParams,
  ZMessageResponse,
  ZPresentation,
  ZPresentationsQuery,
  ZProtectRequest,
  ZProtectResponse,
  ZText,
} from '@sigil/core';
import type { PublicAnswers } from '../../lib/public-answers';
import { currentUser, PUBLIC_ROUTE, routeAccess } from '../../plugins/auth';
import type { DidRecordsService } from './did-records.service';
import type { AccreditationsService } from '../accreditations/accreditations.service';
import type { EndorsementsService } from './endorsements.service';

const tags = ['endorsements'];

/**
 * Endorsements and DID records (spec §7 "Users and endorsements", accounts explorer, protect, VPs;
 * docs/architecture.md, Endorsements): the holder's and the organisation's credentials, revocation,
 * the public status lists, and what the registry tells of a DID under its protect flag.
 */
export const endorsementsRoutes =
  (
    endorsements: EndorsementsService,
    records: DidRecordsService,
    registry: Pick<AccreditationsService, 'registryDid' | 'statusListCredential'>,
    answers: PublicAnswers,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/endorsements/mine',
      {
        config: routeAccess('endorsements:hold'),
        schema: {
          tags,
          summary: "The caller's endorsements, live and revoked, newest first",
          response: { 200: ZEndorsementList },
        },
      },
      (request) => endorsements.mine(currentUser(request)),
    );

    app.get(
      '/api/v1/endorsements',
      {
        config: routeAccess('endorsements:read-organisation'),
        schema: {
          tags,
          summary: "The organisation's issued endorsements, newest first (Admin, UserAdmin)",
          querystring: ZEndorsementListQuery,
          response: { 200: ZEndorsementList },
        },
      },
      (request) => endorsements.ofOrganisation(currentUser(request), request.query.organizationDid),
    );

    app.delete(
      '/api/v1/endorsements/:memberId',
      {
        config: routeAccess('endorsements:revoke'),
        schema: {
          tags,
          summary: "Revoke a member's endorsement (its status bit is set) and end that membership",
          params: ZDeleteEndorsementParams,
          querystring: ZDeleteEndorsementQuery,
          response: { 200: ZMessageResponse },
        },
      },
      (request) =>
        endorsements.revoke(currentUser(request), request.params.memberId, request.query.memberDid),
    );

    app.get(
      '/api/v1/status-lists/:organisationDid',
      {
        config: PUBLIC_ROUTE,
        schema: {
          tags,
          summary:
            "An issuer's revocation list: a BitstringStatusListCredential as a VC-JWT (application/vc+jwt). An organisation's lists its endorsements; the registry DID's lists its accreditations",
          params: z.object({ organisationDid: ZText().trim().toLowerCase().max(200) }),
        },
      },
      (request, reply) => {
        const did = request.params.organisationDid;
        return answers.send(request, reply, `status list ${did}`, async () => ({
          status: 200,
          contentType: 'application/vc+jwt',
          body:
            did === registry.registryDid
              ? await registry.statusListCredential()
              : await endorsements.statusListCredential(did),
        }));
      },
    );

    app.get(
      '/api/v1/identities/:did',
      {
        config: PUBLIC_ROUTE,
        schema: {
          tags,
          summary:
            'The registry record of a DID: whole when public (or your own), only its existence when protected',
          params: z.object({ did: ZText() }),
          response: { 200: ZDidRecord },
        },
      },
      (request) => records.record(request.params.did, request.user ?? undefined),
    );

    app.get(
      '/api/v1/accounts/explorer/:search',
      {
        config: routeAccess('dids:search'),
        schema: {
          tags,
          summary: 'Find a DID, or organisations by name, with their public records',
          params: ZExplorerParams,
          response: { 200: ZDidSearchResult },
        },
      },
      (request) => records.explore(currentUser(request), request.params.search),
    );

    app.get(
      '/api/v1/trustanchor/verifiablepresentations',
      {
        config: PUBLIC_ROUTE,
        schema: {
          tags,
          summary:
            "A holder's live endorsements as an unsigned presentation (empty when the DID is protected)",
          querystring: ZPresentationsQuery,
          response: { 200: ZPresentation },
        },
      },
      (request) => records.presentation(request.query.accountDid, request.user ?? undefined),
    );

    app.get(
      '/api/v1/member-detail/protect',
      {
        config: routeAccess('profile:protect'),
        schema: {
          tags,
          summary: "The caller's protect flag: N public, Y protected",
          response: { 200: ZProtectResponse },
        },
      },
      (request) => records.protectFlag(currentUser(request)),
    );

    app.post(
      '/api/v1/member-detail/protect',
      {
        config: routeAccess('profile:protect'),
        schema: {
          tags,
          summary: "Make the caller's DID details public (N) or protected (Y)",
          body: ZProtectRequest,
          response: { 200: ZProtectResponse },
        },
      },
      (request) => records.setProtectFlag(currentUser(request), request.body.protectProfile),
    );
  };
