import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CODES, type TTrqpMetadata } from '@sigil/core';
import { orgSchemes } from '../../db/schema/index';
import { useTestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { createIdentity, createMember, createOrganisation, randomDid } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';

/**
 * The binding's own schemas (restated from trustoverip/tswg-trust-registry-protocol,
 * specification/v2, in the fixture) judge every request we send and every answer we get.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const openapi = parse(readFileSync(path.join(here, '../../test/fixtures/trqp-v2.openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, object> };
};
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const schema = (name: string): ValidateFunction => ajv.compile(openapi.components.schemas[name]!);
const SPEC = {
  authorizationRequest: schema('AuthorizationRequest'),
  authorizationResponse: schema('AuthorizationResponse'),
  recognitionRequest: schema('RecognitionRequest'),
  recognitionResponse: schema('RecognitionResponse'),
  metadata: schema('TrustRegistryMetadata'),
  problem: schema('ProblemDetails'),
};
const valid = (validate: ValidateFunction, value: unknown) => {
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
};

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const at = (date: Date) => ({ time: date.toISOString().replace(/\.\d+Z$/, 'Z') });

describe('TRQP v2 (RESTful binding)', () => {
  const provider = newHolder();
  const t = useTestApp({ providerDids: [provider.did] });
  let registry: string;
  let providerTok: string;
  let org: Awaited<ReturnType<typeof createOrganisation>>;

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  async function authorization(query: Record<string, unknown>) {
    if (typeof query.resource === 'string' && typeof query.action === 'string')
      valid(SPEC.authorizationRequest, query);
    const res = await post('/trqp/authorization', query);
    if (res.statusCode === 200) valid(SPEC.authorizationResponse, res.json());
    else {
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      valid(SPEC.problem, res.json());
    }
    return res;
  }
  const authorized = async (query: Record<string, unknown>) => {
    const res = await authorization(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ authorized: boolean; message: string }>();
  };
  const endorse = (entity: string, extra: Record<string, unknown> = {}) =>
    authorized({ entity_id: entity, authority_id: registry, action: 'endorse', resource: '*', ...extra });

  beforeAll(async () => {
    const metadata = await t.app.inject({ method: 'GET', url: '/trqp/metadata' });
    valid(SPEC.metadata, metadata.json());
    registry = metadata.json<TTrqpMetadata>().id;
    providerTok = (await loginWithWallet(t.app, provider, 'provider')).token!;
    // Approved ten days ago, with a role approved since its creation.
    org = await createOrganisation(t.database.db, {
      businessName: 'Northwind Traders',
      createdAt: daysAgo(10),
    });
    await withRole(org, 'Certified Auditor', daysAgo(9));
  });

  /** An approved role of the organisation, without a history: active from its creation on. */
  async function withRole(organisation: { id: string }, name: string, createdAt: Date) {
    const admin = await createMember(t.database.db, {
      organisationId: organisation.id,
      roleCode: ROLE_CODES.admin,
    });
    await t.database.db.insert(orgSchemes).values({
      organisationId: organisation.id,
      name,
      status: 'APPROVED',
      createdByDid: admin.memberDid,
      editedByDid: admin.memberDid,
      makerMemberId: admin.id,
      createdAt,
    });
  }

  it('names the registry DID in its metadata, and that DID resolves', async () => {
    expect(registry).toMatch(/^did:sigil:0x[0-9a-f]{40}$/);
    expect((await t.app.inject({ method: 'GET', url: `/1.0/identifiers/${registry}` })).statusCode).toBe(200);
  });

  it('authorises an approved organisation to endorse, in any active role or a named one', async () => {
    expect(await endorse(org.did)).toEqual(
      expect.objectContaining({
        authorized: true,
        message: `${org.did} may endorse people in any of its active roles`,
      }),
    );
    const named = await endorse(org.did, { resource: 'certified auditor' });
    expect(named).toMatchObject({ authorized: true, resource: 'certified auditor' });
    // The drafts' assertion_id is taken for action; an absent resource means any role.
    const alias = await authorization({
      entity_id: org.did,
      authority_id: registry,
      assertion_id: 'endorse',
    });
    expect(alias.json()).toMatchObject({ authorized: true, action: 'endorse', resource: '*' });
  });

  it('answers as of the time asked: not before its approval, nor before its role existed', async () => {
    expect(await endorse(org.did, { context: at(daysAgo(20)) })).toMatchObject({ authorized: false });
    const context = at(daysAgo(9.5));
    const answer = await authorization({
      entity_id: org.did,
      authority_id: registry,
      action: 'endorse',
      resource: 'Certified Auditor',
      context,
    });
    expect(answer.json()).toMatchObject({ authorized: false, time_requested: context.time });
    expect(answer.json<{ time_evaluated: string }>().time_evaluated).toMatch(/Z$/);
  });

  it('an organisation suspended now was authorised last week; not while suspended; again once reactivated', async () => {
    const suspendable = await createOrganisation(t.database.db, { createdAt: daysAgo(30) });
    await withRole(suspendable, 'Pilot', daysAgo(30));
    const step = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/${suspendable.did}/${name}`,
        headers: bearer(providerTok),
        payload: { reason: 'Audit' },
      });
    expect((await step('suspend')).statusCode).toBe(200);
    expect(await endorse(suspendable.did)).toMatchObject({
      authorized: false,
      message: `${suspendable.did} is suspended by this registry`,
    });
    expect(await endorse(suspendable.did, { context: at(daysAgo(7)) })).toMatchObject({ authorized: true });
    const recognised = await post('/trqp/recognition', {
      entity_id: suspendable.did,
      authority_id: registry,
      action: 'recognize',
      resource: 'organisation',
    });
    valid(SPEC.recognitionResponse, recognised.json());
    expect(recognised.json()).toMatchObject({ recognized: true });

    expect((await step('reactivate')).statusCode).toBe(200);
    expect(await endorse(suspendable.did)).toMatchObject({ authorized: true });
    expect((await step('deactivate')).statusCode).toBe(200);
    expect(await endorse(suspendable.did)).toMatchObject({ authorized: false });
    const query = {
      entity_id: suspendable.did,
      authority_id: registry,
      action: 'recognize',
      resource: 'organisation',
    };
    valid(SPEC.recognitionRequest, query);
    expect((await post('/trqp/recognition', query)).json()).toMatchObject({ recognized: false });
    expect((await post('/trqp/recognition', { ...query, context: at(daysAgo(7)) })).json()).toMatchObject({
      recognized: true,
    });
  });

  it('an organisation with no active role has nothing to endorse people in', async () => {
    const roleless = await createOrganisation(t.database.db);
    expect(await endorse(roleless.did)).toMatchObject({
      authorized: false,
      message: `${roleless.did} has no active role to endorse people in`,
    });
  });

  it('an organisation without the Endorsements feature may not endorse', async () => {
    const without = await createOrganisation(t.database.db, { features: ['schemes'] });
    expect(await endorse(without.did)).toMatchObject({
      authorized: false,
      message: `${without.did} does not hold the Endorsements feature`,
    });
  });

  it('authorises a person as a member of an organisation while the membership lives, in its role', async () => {
    const person = randomDid();
    await createIdentity(t.database.db, { did: person });
    await createMember(t.database.db, {
      organisationId: org.id,
      memberDid: person,
      roleCode: ROLE_CODES.userAdmin,
      createdAt: daysAgo(3),
      deletedAt: daysAgo(1),
    });
    const member = (resource: string, when?: Date) =>
      authorized({
        entity_id: person,
        authority_id: org.did,
        action: 'member',
        resource,
        ...(when ? { context: at(when) } : {}),
      });
    expect(await member('UserAdmin', daysAgo(2))).toMatchObject({ authorized: true });
    expect(await member('*', daysAgo(2))).toMatchObject({ authorized: true });
    expect(await member('Admin', daysAgo(2))).toMatchObject({ authorized: false });
    expect(await member('UserAdmin')).toMatchObject({
      authorized: false,
      message: `${person} is not a member as "UserAdmin" of ${org.did}`,
    });
    expect(await member('UserAdmin', daysAgo(4))).toMatchObject({ authorized: false });
  });

  it('refuses what it cannot answer with RFC 7807 problem details: unknown entity, authority, action, resource', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { entity_id: randomDid(), authority_id: registry, action: 'endorse', resource: '*' },
        'unknown-entity',
      ],
      [
        { entity_id: org.did, authority_id: randomDid(), action: 'endorse', resource: '*' },
        'unknown-authority',
      ],
      [{ entity_id: org.did, authority_id: registry, action: 'issue', resource: '*' }, 'unknown-action'],
      [
        { entity_id: org.did, authority_id: registry, action: 'endorse', resource: 'Pilot' },
        'unknown-resource',
      ],
      [{ entity_id: randomDid(), authority_id: org.did, action: 'member', resource: '*' }, 'unknown-entity'],
    ];
    for (const [query, problem] of cases) {
      const res = await authorization(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json()).toMatchObject({ type: `urn:sigil:trqp:problem:${problem}`, status: 404 });
    }
  });

  it('answers malformed input 400 with problem details, and needs no session', async () => {
    const bad: Array<Record<string, unknown>> = [
      { authority_id: registry, action: 'endorse' },
      { entity_id: org.did, authority_id: registry },
      { entity_id: org.did, authority_id: registry, action: 'endorse', context: { time: 'yesterday' } },
      {
        entity_id: org.did,
        authority_id: registry,
        action: 'endorse',
        context: { time: '2026-01-01T00:00:00+02:00' },
      },
      { entity_id: ['x'], authority_id: registry, action: 'endorse' },
    ];
    for (const query of bad) {
      const res = await authorization(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'urn:sigil:trqp:problem:invalid-request', status: 400 });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/trqp/authorization',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    valid(SPEC.problem, notJson.json());
  });

  it("answers an unknown path under /trqp, and another authority's metadata, with problem details", async () => {
    for (const url of [
      '/trqp/authorisation',
      '/trqp/metadata/x',
      `/trqp/metadata?authority_id=${randomDid()}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      valid(SPEC.problem, res.json());
    }
    const own = await t.app.inject({ method: 'GET', url: `/trqp/metadata?authority_id=${registry}` });
    valid(SPEC.metadata, own.json());
    expect(own.json()).toMatchObject({ id: registry, authority_id: registry });
  });

  it('is in the OpenAPI document at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/trqp/authorization', '/trqp/recognition', '/trqp/metadata']),
    );
  });
});
