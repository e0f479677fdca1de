import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddSchemeFieldRequest,
  ZAddSchemeFieldsRequest,
  ZCreateSchemeRequest,
  ZCustomFieldType,
  ZCustomFieldTypeList,
  ZCustomFieldTypeParams,
  ZCustomFieldTypeRequest,
  ZDeleteCustomFieldTypesRequest,
  ZDeleteCustomFieldTypesResponse,
  ZDeleteSchemeFieldsRequest,
  ZDeleteSchemesRequest,
  ZDeleteSchemesResponse,
  ZOrganisationScopeQuery,
  ZRejectSchemeRequest,
  ZRenameSchemeRequest,
  ZRequiredOrganisationScopeQuery,
  ZScheme,
  ZSchemeDetail,
  ZSchemeField,
  ZSchemeFieldParams,
  ZSchemeIdParams,
  ZSchemeList,
  ZUpdateSchemeFieldRequest,
  type TSchemeStatus,
} from '@sigil/core';
import { currentUser, routeAccess } from '../../plugins/auth';
import type { CustomFieldTypesService } from './custom-field-types.service';
import type { SchemesService } from './schemes.service';

const BASE = '/api/v1/trustanchor';
const tags = ['schemes'];

/** The lists by lifecycle step (spec §7: schemes_created, schemes_checked, schemes_active). */
const LISTS_BY_STATUS: Record<
  string,
  { statuses: TSchemeStatus[]; summary: string; query: z.ZodType<{ organizationDid?: string }> }
> = {
  schemes_created: {
    statuses: ['CREATED'],
    summary: 'Roles waiting for their check',
    query: ZOrganisationScopeQuery,
  },
  schemes_checked: {
    statuses: ['CHECKED'],
    summary: 'Roles waiting for their approval',
    query: ZOrganisationScopeQuery,
  },
  schemes_active: {
    statuses: ['APPROVED'],
    summary: 'Active roles (approved): what invitations and requests may use',
    query: ZRequiredOrganisationScopeQuery,
  },
};

/**
 * Custom roles (schemes) and custom field types, spec §7 "Schemes" and "Custom field types".
 * Reading is for every member who logs in ('roles:read'); making and changing a role is the
 * RoleAdmin's ('schemes:create'); checking and approving an Admin's, four eyes apart.
 */
export const schemesRoutes =
  (schemes: SchemesService, fieldTypes: CustomFieldTypesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/schemes`,
      {
        config: routeAccess('roles:read'),
        schema: {
          tags,
          summary: "The organisation's roles, every status, oldest first",
          querystring: ZOrganisationScopeQuery,
          response: { 200: ZSchemeList },
        },
      },
      (request) => schemes.list(currentUser(request), request.query.organizationDid),
    );

    app.post(
      `${BASE}/schemes`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: 'Create a role (CREATED), optionally with fields',
          body: ZCreateSchemeRequest,
          response: { 201: ZScheme },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await schemes.create(currentUser(request), request.body.orgScheme)),
    );

    app.delete(
      `${BASE}/schemes`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: 'Delete roles: removed, or deactivated (D) when members hold them',
          body: ZDeleteSchemesRequest,
          response: { 200: ZDeleteSchemesResponse },
        },
      },
      (request) => schemes.remove(currentUser(request), request.body.schemeIds),
    );

    app.get(
      `${BASE}/schemes/:id`,
      {
        config: routeAccess('roles:read'),
        schema: {
          tags,
          summary: 'A role with its fields and history',
          params: ZSchemeIdParams,
          response: { 200: ZSchemeDetail },
        },
      },
      (request) => schemes.detail(currentUser(request), request.params.id),
    );

    app.put(
      `${BASE}/schemes/:id`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: 'Rename a role (a new version: it waits for its check)',
          params: ZSchemeIdParams,
          body: ZRenameSchemeRequest,
          response: { 200: ZScheme },
        },
      },
      (request) => schemes.rename(currentUser(request), request.params.id, request.body.schemeName),
    );

    app.delete(
      `${BASE}/schemes/:id`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: 'Delete one role',
          params: ZSchemeIdParams,
          response: { 200: ZDeleteSchemesResponse },
        },
      },
      (request) => schemes.remove(currentUser(request), [request.params.id]),
    );

    app.get(
      `${BASE}/schemes/:id/fields`,
      {
        config: routeAccess('roles:read'),
        schema: {
          tags,
          summary: "A role's fields, in order",
          params: ZSchemeIdParams,
          response: { 200: z.array(ZSchemeField) },
        },
      },
      (request) => schemes.fields(currentUser(request), request.params.id),
    );

    app.post(
      `${BASE}/schemes/:id/fields`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: 'Add a field at the end',
          params: ZSchemeIdParams,
          body: ZAddSchemeFieldRequest,
          response: { 201: ZScheme },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await schemes.addFields(currentUser(request), request.params.id, [request.body])),
    );

    app.delete(
      `${BASE}/schemes/:id/fields`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: 'Remove fields',
          params: ZSchemeIdParams,
          body: ZDeleteSchemeFieldsRequest,
          response: { 200: ZScheme },
        },
      },
      (request) => schemes.removeFields(currentUser(request), request.params.id, request.body.fieldIds),
    );

    app.put(
      `${BASE}/schemes/:id/fields/:fieldId`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: "Change a field's name, type, required flag or position",
          params: ZSchemeFieldParams,
          body: ZUpdateSchemeFieldRequest,
          response: { 200: ZScheme },
        },
      },
      (request) =>
        schemes.updateField(currentUser(request), request.params.id, request.params.fieldId, request.body),
    );

    app.post(
      `${BASE}/schemes-fields`,
      {
        config: routeAccess('schemes:create'),
        schema: {
          tags,
          summary: 'Add several fields to a role at once',
          body: ZAddSchemeFieldsRequest,
          response: { 201: ZScheme },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await schemes.addFields(
              currentUser(request),
              request.body.schemeId,
              request.body.fields,
              'fields',
            ),
          ),
    );

    for (const [path, { statuses, summary, query }] of Object.entries(LISTS_BY_STATUS)) {
      app.get(
        `${BASE}/${path}`,
        {
          config: routeAccess('roles:read'),
          schema: { tags, summary, querystring: query, response: { 200: ZSchemeList } },
        },
        (request) => schemes.list(currentUser(request), request.query.organizationDid, statuses),
      );
    }

    app.put(
      `${BASE}/schemes/:id/check`,
      {
        config: routeAccess('schemes:check'),
        schema: {
          tags,
          summary: 'Check a role (not by its maker)',
          params: ZSchemeIdParams,
          response: { 200: ZScheme },
        },
      },
      (request) => schemes.check(currentUser(request), request.params.id),
    );

    app.put(
      `${BASE}/schemes/:id/approve`,
      {
        config: routeAccess('schemes:approve'),
        schema: {
          tags,
          summary: 'Approve a checked role (not by its maker or checker): it becomes active',
          params: ZSchemeIdParams,
          response: { 200: ZScheme },
        },
      },
      (request) => schemes.approve(currentUser(request), request.params.id),
    );

    app.put(
      `${BASE}/schemes/:id/reject`,
      {
        // Checkers reject what awaits its check, approvers what awaits approval: the service decides by status.
        config: routeAccess('roles:read'),
        schema: {
          tags,
          summary: 'Send a role waiting for its check or approval back to its maker',
          params: ZSchemeIdParams,
          body: ZRejectSchemeRequest,
          response: { 200: ZScheme },
        },
      },
      (request) => schemes.reject(currentUser(request), request.params.id, request.body.reason),
    );

    // Custom field types
    app.get(
      `${BASE}/customfieldtypes`,
      {
        config: routeAccess('roles:read'),
        schema: {
          tags,
          summary: "The organisation's custom field types",
          querystring: ZOrganisationScopeQuery,
          response: { 200: ZCustomFieldTypeList },
        },
      },
      (request) => fieldTypes.list(currentUser(request), request.query.organizationDid),
    );

    app.post(
      `${BASE}/customfieldtypes`,
      {
        config: routeAccess('custom-fields:manage'),
        schema: {
          tags,
          summary: 'Create a custom field type',
          body: ZCustomFieldTypeRequest,
          response: { 201: ZCustomFieldType },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await fieldTypes.create(currentUser(request), request.body)),
    );

    app.put(
      `${BASE}/customfieldtypes/:id`,
      {
        config: routeAccess('custom-fields:manage'),
        schema: {
          tags,
          summary: 'Change a custom field type (a used one: only its name)',
          params: ZCustomFieldTypeParams,
          body: ZCustomFieldTypeRequest,
          response: { 200: ZCustomFieldType },
        },
      },
      (request) => fieldTypes.update(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      `${BASE}/customfieldtypes`,
      {
        config: routeAccess('custom-fields:manage'),
        schema: {
          tags,
          summary: 'Remove unused custom field types',
          body: ZDeleteCustomFieldTypesRequest,
          response: { 200: ZDeleteCustomFieldTypesResponse },
        },
      },
      (request) => fieldTypes.remove(currentUser(request), request.body.ids),
    );
  };
