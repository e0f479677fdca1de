import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZQuickContact,
  ZQuickContactList,
  ZQuickContactParams,
  ZQuickContactRequest,
  ZShareContactRequest,
  ZShareContactResponse,
  ZSyncContactsQuery,
  ZSyncContactsRequest,
  ZSyncContactsResponse,
} from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { ContactsService } from './contacts.service';

const tags = ['contacts'];
const BASE = '/api/v1/quick-contacts';

/**
 * Spec §7 "Quick contacts", at /api + the spec's path (docs/architecture.md, API conventions). Each
 * person reaches only their own contacts.
 */
export const contactsRoutes =
  (contacts: ContactsService): FastifyPluginAsyncZod =>
  async (app) => {
    // Whoever logs into the console keeps their own contacts (the service scopes them to the session's DID).
    const own = routeAccess('contacts:manage');

    app.get(
      BASE,
      {
        config: own,
        schema: { tags, summary: 'My quick contacts, by name', response: { 200: ZQuickContactList } },
      },
      (request) => contacts.list(currentUser(request)),
    );

    app.post(
      BASE,
      {
        config: own,
        schema: {
          tags,
          summary: 'Add a quick contact',
          body: ZQuickContactRequest,
          response: { 201: ZQuickContact },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await contacts.create(currentUser(request), request.body)),
    );

    app.post(
      `${BASE}/update/:id`,
      {
        config: own,
        schema: {
          tags,
          summary: 'Change one of my quick contacts',
          params: ZQuickContactParams,
          body: ZQuickContactRequest,
          response: { 200: ZQuickContact },
        },
      },
      (request) => contacts.update(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      `${BASE}/:id`,
      {
        config: own,
        schema: {
          tags,
          summary: 'Remove one of my quick contacts',
          params: ZQuickContactParams,
          response: { 200: z.object({ id: z.string() }) },
        },
      },
      (request) => contacts.remove(currentUser(request), request.params.id),
    );

    app.post(
      `${BASE}/shareContact`,
      {
        config: own,
        schema: {
          tags,
          summary: 'Send one of my contacts to another DID: it arrives there as a notification',
          body: ZShareContactRequest,
          response: { 200: ZShareContactResponse },
        },
      },
      (request) => contacts.share(currentUser(request), request.body.contactId, request.body.toDid),
    );

    app.post(
      '/api/quick-contacts/sync',
      {
        // The wallet (its own token) pushes its holder's address book; did= must be the holder's.
        config: routeAccess('contacts:sync'),
        schema: {
          tags,
          summary: "The wallet's address book, merged by DID (never a second contact for one DID)",
          querystring: ZSyncContactsQuery,
          body: ZSyncContactsRequest,
          response: { 200: ZSyncContactsResponse },
        },
      },
      (request) => contacts.sync(currentUser(request), request.query.did, request.body.contacts),
    );
  };
