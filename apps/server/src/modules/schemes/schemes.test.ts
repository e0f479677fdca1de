import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCHEME_MESSAGES as SM,
  VALIDATION_MESSAGES as M,
  type TApiError,
  type TCustomFieldType,
  type TDeleteSchemesResponse,
  type TOrgRole,
  type TPermissionsResponse,
  type TScheme,
  type TSchemeDetail,
} from '@sigil/core';
import { ACCESS_MESSAGES } from '../../lib/errors';
import { customFieldTypes, members, orgSchemes, schemeEvents, schemeFields } from '../../db/schema/index';
import { useTestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder, type TestHolder, signInThrough } from '../../test/holders';

const BASE = '/api/v1/trustanchor';

describe('roles (schemes) and custom field types', () => {
  const t = useTestApp();
  type Org = Awaited<ReturnType<typeof createOrganisation>>;
  let orgA: Org;
  let orgB: Org;
  /** Tokens: the maker (RoleAdmin of A, who is also an Admin of A), two Admins of A, B's RoleAdmin and Admin. */
  const tok = {} as Record<
    'maker' | 'makerAsAdmin' | 'checker' | 'approver' | 'userAdminA' | 'makerB' | 'adminB' | 'individual',
    string
  >;
  const maker = newHolder();
  const checker = newHolder();
  const approver = newHolder();
  let makerMembership: string;

  const signIn = (holder: TestHolder, membershipId: string) => signInThrough(t.app, holder, membershipId);

  beforeAll(async () => {
    const db = t.database.db;
    orgA = await createOrganisation(db, { businessName: 'Northwind Traders' });
    orgB = await createOrganisation(db, { businessName: 'Southwind Shipping' });
    const member = (org: Org, holder: TestHolder, roleCode: string, name: string) =>
      createMember(db, { organisationId: org.id, memberDid: holder.did, roleCode, name });
    makerMembership = (await member(orgA, maker, '1030', 'Mara Maker')).id;
    const makerAdmin = (await member(orgA, maker, '1001', 'Mara Maker')).id;
    const checkerM = (await member(orgA, checker, '1001', 'Chris Checker')).id;
    const approverM = (await member(orgA, approver, '1001', 'Alex Approver')).id;
    const userAdmin = newHolder();
    const userAdminM = (await member(orgA, userAdmin, '1020', 'Uma')).id;
    const makerB = newHolder();
    const adminB = newHolder();
    const makerBM = (await member(orgB, makerB, '1030', 'Bo')).id;
    const adminBM = (await member(orgB, adminB, '1001', 'Bea')).id;
    tok.maker = await signIn(maker, makerMembership);
    tok.makerAsAdmin = await signIn(maker, makerAdmin);
    tok.checker = await signIn(checker, checkerM);
    tok.approver = await signIn(approver, approverM);
    tok.userAdminA = await signIn(userAdmin, userAdminM);
    tok.makerB = await signIn(makerB, makerBM);
    tok.adminB = await signIn(adminB, adminBM);
    tok.individual = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const createRole = async (
    schemeName: string,
    fields?: unknown[],
    token = tok.maker,
    org = orgA,
    memberId = makerMembership,
  ) =>
    call('POST', '/schemes', token, {
      orgScheme: { schemeName, organizationDid: org.did, memberId, ...(fields ? { fields } : {}) },
    });

  const newRole = async (schemeName: string, fields?: unknown[]) => {
    const res = await createRole(schemeName, fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TScheme>();
  };

  /** What the tables hold: a refused call must leave every count as it was. */
  const counts = async () => {
    const db = t.database.db;
    const of = async (
      table: typeof orgSchemes | typeof schemeFields | typeof schemeEvents | typeof customFieldTypes,
    ) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      schemes: await of(orgSchemes),
      fields: await of(schemeFields),
      events: await of(schemeEvents),
      types: await of(customFieldTypes),
    };
  };

  describe('the lifecycle: made → checked → approved, four eyes apart', () => {
    it('takes a role from creation through fields, check and approval to Active', async () => {
      const role = await newRole('  Auditor  ');
      expect(role).toMatchObject({
        schemeName: 'Auditor',
        status: 'CREATED',
        activeStatus: null,
        organizationDid: orgA.did,
        memberId: makerMembership,
        fieldsCount: 0,
        membersCount: 0,
        createdBy: { did: maker.did, name: 'Mara Maker' },
        checkedBy: null,
        approvedBy: null,
      });

      const added = await call('POST', `/schemes/${role.id}/fields`, tok.maker, {
        fieldName: 'Licence number',
        fieldType: 'text',
        isRequired: 'Y',
      });
      expect(added.statusCode).toBe(201);
      const many = await call('POST', '/schemes-fields', tok.maker, {
        schemeId: role.id,
        fields: [
          { fieldName: 'Valid until', fieldType: 'date', isRequired: 'Y' },
          { fieldName: 'Contact', fieldType: 'email' },
        ],
      });
      expect(many.statusCode).toBe(201);
      expect(
        many.json<TScheme>().fields.map((f) => [f.fieldName, f.fieldType, f.isRequired, f.order]),
      ).toEqual([
        ['Licence number', 'text', 'Y', 1],
        ['Valid until', 'date', 'Y', 2],
        ['Contact', 'email', 'N', 3],
      ]);

      // The maker may not check their own role, not even through their Admin membership.
      const ownCheck = await call('PUT', `/schemes/${role.id}/check`, tok.makerAsAdmin);
      expect(ownCheck.statusCode).toBe(403);
      expect(ownCheck.json<TApiError>().error.message).toBe(ACCESS_MESSAGES.fourEyes);
      // Approving before the check is out of order.
      expect((await call('PUT', `/schemes/${role.id}/approve`, tok.approver)).statusCode).toBe(409);

      const checked = await call('PUT', `/schemes/${role.id}/check`, tok.checker);
      expect(checked.statusCode).toBe(200);
      expect(checked.json<TScheme>()).toMatchObject({
        status: 'CHECKED',
        checkedBy: { did: checker.did, name: 'Chris Checker' },
      });
      expect(
        (await call('PUT', `/schemes/${role.id}/check`, tok.approver)).json<TApiError>().error.message,
      ).toBe(SM.notCreated);

      // Neither the maker nor the checker may approve.
      for (const token of [tok.makerAsAdmin, tok.checker]) {
        const refused = await call('PUT', `/schemes/${role.id}/approve`, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<TApiError>().error.message).toBe(ACCESS_MESSAGES.fourEyes);
      }
      // The maker role cannot approve at all.
      expect((await call('PUT', `/schemes/${role.id}/approve`, tok.maker)).statusCode).toBe(403);

      const approved = await call('PUT', `/schemes/${role.id}/approve`, tok.approver);
      expect(approved.statusCode).toBe(200);
      expect(approved.json<TScheme>()).toMatchObject({
        status: 'APPROVED',
        activeStatus: 'Y',
        approvedBy: { did: approver.did },
      });
      expect((await call('PUT', `/schemes/${role.id}/approve`, tok.approver)).statusCode).toBe(409);

      const active = (await call('GET', `/schemes_active?organizationDid=${orgA.did}`, tok.userAdminA)).json<
        TScheme[]
      >();
      expect(active.map((s) => s.schemeName)).toContain('Auditor');

      const detail = (await call('GET', `/schemes/${role.id}`, tok.userAdminA)).json<TSchemeDetail>();
      expect(detail.history.map((e) => [e.action, e.actor.did, e.detail])).toEqual([
        ['APPROVED', approver.did, ''],
        ['CHECKED', checker.did, ''],
        ['FIELD_ADDED', maker.did, 'Contact'],
        ['FIELD_ADDED', maker.did, 'Valid until'],
        ['FIELD_ADDED', maker.did, 'Licence number'],
        ['CREATED', maker.did, 'Auditor'],
      ]);
    });

    it('lists roles by step: created ones to check, checked ones to approve', async () => {
      const waiting = await newRole('Waiting role');
      const toApprove = await newRole('Checked role');
      await call('PUT', `/schemes/${toApprove.id}/check`, tok.checker);
      const created = (await call('GET', '/schemes_created', tok.checker)).json<TScheme[]>().map((s) => s.id);
      const checked = (await call('GET', `/schemes_checked?organizationDid=${orgA.did}`, tok.approver))
        .json<TScheme[]>()
        .map((s) => s.id);
      expect(created).toContain(waiting.id);
      expect(created).not.toContain(toApprove.id);
      expect(checked).toEqual(expect.arrayContaining([toApprove.id]));
      expect(checked).not.toContain(waiting.id);
      // In the console's order: the newest first.
      const later = await newRole('Later role');
      const all = (await call('GET', `/schemes?organizationDid=${orgA.did}`, tok.checker)).json<TScheme[]>();
      const ours = all.map((s) => s.id).filter((id) => [waiting.id, toApprove.id, later.id].includes(id));
      expect(ours).toEqual([later.id, toApprove.id, waiting.id]);
    });

    it('sends a changed role back to be checked again; its members keep it', async () => {
      const role = await newRole('Inspector', [{ fieldName: 'Region', fieldType: 'text' }]);
      await call('PUT', `/schemes/${role.id}/check`, tok.checker);
      await call('PUT', `/schemes/${role.id}/approve`, tok.approver);
      const holder = await createMember(t.database.db, {
        organisationId: orgA.id,
        roleCode: null,
        schemeId: role.id,
      });

      const fieldId = role.fields[0]!.id;
      const changed = await call('PUT', `/schemes/${role.id}/fields/${fieldId}`, tok.maker, {
        isRequired: 'Y',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<TScheme>()).toMatchObject({
        status: 'CREATED',
        activeStatus: null,
        checkedBy: null,
        approvedBy: null,
        membersCount: 1,
      });

      // The editor of this version may not check it either.
      await call('PUT', `/schemes/${role.id}/check`, tok.checker);
      await call('PUT', `/schemes/${role.id}/approve`, tok.approver);
      const renamed = await call('PUT', `/schemes/${role.id}`, tok.maker, { schemeName: 'Senior Inspector' });
      expect(renamed.json<TScheme>()).toMatchObject({ schemeName: 'Senior Inspector', status: 'CREATED' });
      const [member] = await t.database.db.select().from(members).where(eq(members.id, holder.id));
      expect(member!.schemeId).toBe(role.id);

      // The same name again changes nothing and keeps the status.
      await call('PUT', `/schemes/${role.id}/check`, tok.checker);
      const same = await call('PUT', `/schemes/${role.id}`, tok.maker, { schemeName: 'Senior Inspector' });
      expect(same.json<TScheme>().status).toBe('CHECKED');
    });

    it('lets a checker or an approver send a role back to its maker, with a reason', async () => {
      const role = await newRole('Courier');
      const rejected = await call('PUT', `/schemes/${role.id}/reject`, tok.checker, {
        reason: 'Needs a licence field',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json<TScheme>().status).toBe('CREATED');
      expect((await call('PUT', `/schemes/${role.id}/reject`, tok.makerAsAdmin, {})).statusCode).toBe(403);
      await call('PUT', `/schemes/${role.id}/check`, tok.checker);
      // At the approval step the checker took an earlier step: refused.
      expect((await call('PUT', `/schemes/${role.id}/reject`, tok.checker, {})).statusCode).toBe(403);
      expect(
        (await call('PUT', `/schemes/${role.id}/reject`, tok.approver, {})).json<TScheme>(),
      ).toMatchObject({ status: 'CREATED', checkedBy: null });
      // The maker role may not reject.
      expect((await call('PUT', `/schemes/${role.id}/reject`, tok.maker, {})).statusCode).toBe(403);
      const history = (await call('GET', `/schemes/${role.id}`, tok.maker)).json<TSchemeDetail>().history;
      expect(history.filter((e) => e.action === 'REJECTED').map((e) => e.detail)).toEqual([
        '',
        'Needs a licence field',
      ]);
    });

    it('reorders and removes fields, numbering them 1, 2, 3…', async () => {
      const role = await newRole('Pilot', [
        { fieldName: 'A', fieldType: 'text' },
        { fieldName: 'B', fieldType: 'text' },
        { fieldName: 'C', fieldType: 'text' },
      ]);
      const [a, , c] = role.fields;
      const moved = (
        await call('PUT', `/schemes/${role.id}/fields/${c!.id}`, tok.maker, { order: 1 })
      ).json<TScheme>();
      expect(moved.fields.map((f) => `${f.order}${f.fieldName}`)).toEqual(['1C', '2A', '3B']);
      const removed = (
        await call('DELETE', `/schemes/${role.id}/fields`, tok.maker, { fieldIds: [a!.id] })
      ).json<TScheme>();
      expect(removed.fields.map((f) => `${f.order}${f.fieldName}`)).toEqual(['1C', '2B']);
      expect((await call('GET', `/schemes/${role.id}/fields`, tok.checker)).json()).toHaveLength(2);
    });

    it('removes a role nobody holds and deactivates (D) one that members hold', async () => {
      const unused = await newRole('Temporary');
      const held = await newRole('Held role');
      await createMember(t.database.db, { organisationId: orgA.id, roleCode: null, schemeId: held.id });
      const res = await call('DELETE', '/schemes', tok.maker, { schemeIds: [unused.id, held.id] });
      expect(res.json<TDeleteSchemesResponse>()).toEqual({ removed: [unused.id], deactivated: [held.id] });
      const list = (await call('GET', '/schemes', tok.maker)).json<TScheme[]>();
      expect(list.find((s) => s.id === unused.id)).toBeUndefined();
      expect(list.find((s) => s.id === held.id)).toMatchObject({
        status: 'DEACTIVATED',
        activeStatus: 'D',
        membersCount: 1,
      });
      // A deactivated role cannot change; its name can be used again only once it is gone.
      expect(
        (await call('PUT', `/schemes/${held.id}`, tok.maker, { schemeName: 'Revived' })).json<TApiError>()
          .error.message,
      ).toBe(SM.deactivated);
      expect((await createRole('Temporary')).statusCode).toBe(201);
      expect((await createRole('held ROLE')).statusCode).toBe(409);
      const single = await call('DELETE', `/schemes/${held.id}`, tok.maker);
      expect(single.json<TDeleteSchemesResponse>()).toEqual({ removed: [], deactivated: [held.id] });
    });

    it('lists the four membership roles and the custom roles with their status', async () => {
      const roles = (await call('GET', `/orgroles?organizationDid=${orgA.did}`, tok.userAdminA)).json<
        TOrgRole[]
      >();
      expect(roles.slice(0, 4).map((r) => [r.roleCode, r.roleName, r.activeStatus])).toEqual([
        ['1001', 'Admin', 'Y'],
        ['1005', 'Machine User', 'Y'],
        ['1020', 'UserAdmin', 'Y'],
        ['1030', 'RoleAdmin', 'Y'],
      ]);
      expect(roles.find((r) => r.roleName === 'Auditor')).toMatchObject({
        kind: 'custom',
        activeStatus: 'Y',
        status: 'APPROVED',
      });
      expect(roles.find((r) => r.roleName === 'Held role')).toMatchObject({ activeStatus: 'D' });
    });

    it('answers each membership its permissions: the maker makes, Admins check and approve', async () => {
      const permissions = async (token: string, memberId: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/trustanchor/membershiproles/permissions?memberId=${memberId}`,
            headers: bearer(token),
          })
        ).json<TPermissionsResponse>().permissions;
      const ofMaker = await permissions(tok.maker, makerMembership);
      expect(ofMaker).toMatchObject({
        'schemes:create': true,
        'custom-fields:manage': true,
        'roles:read': true,
      });
      expect(ofMaker['schemes:approve']).toBeUndefined();
    });
  });

  describe('bad input gets a 400 with the field messages and changes nothing', () => {
    it.each([
      ['a blank name', { schemeName: '   ' }, 'orgScheme.schemeName', M.nameRequired],
      ['a 10 kB name', { schemeName: 'x'.repeat(10_240) }, 'orgScheme.schemeName', M.roleNameTooLong],
      [
        'an unknown field type',
        { schemeName: 'Typo', fields: [{ fieldName: 'Age', fieldType: 'integer' }] },
        'fields.0.fieldType',
        SM.unknownFieldType,
      ],
      [
        'duplicate field names',
        {
          schemeName: 'Twice',
          fields: [
            { fieldName: 'Age', fieldType: 'number' },
            { fieldName: ' age ', fieldType: 'text' },
          ],
        },
        'orgScheme.fields.1.fieldName',
        M.fieldNamesDiffer,
      ],
      [
        'a blank field name',
        { schemeName: 'Blank field', fields: [{ fieldName: ' ', fieldType: 'text' }] },
        'orgScheme.fields.0.fieldName',
        M.fieldNameRequired,
      ],
    ])('refuses %s', async (_what, orgScheme, field, message) => {
      const before = await counts();
      const res = await call('POST', '/schemes', tok.maker, {
        orgScheme: { organizationDid: orgA.did, memberId: makerMembership, ...orgScheme },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<TApiError>().error.fields?.[field]).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('refuses a field name the role has already, an unknown type, and too many fields', async () => {
      const role = await newRole('Checker of input', [{ fieldName: 'Age', fieldType: 'number' }]);
      const before = await counts();
      const dup = await call('POST', `/schemes/${role.id}/fields`, tok.maker, {
        fieldName: 'AGE',
        fieldType: 'text',
      });
      expect(dup.statusCode).toBe(400);
      expect(dup.json<TApiError>().error.fields?.fieldName).toBe(SM.duplicateFieldName);
      const unknown = await call('POST', `/schemes/${role.id}/fields`, tok.maker, {
        fieldName: 'Other',
        fieldType: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.json<TApiError>().error.fields?.fieldType).toBe(SM.unknownFieldType);
      const fifty = Array.from({ length: 50 }, (_, i) => ({ fieldName: `F${i}`, fieldType: 'text' }));
      const tooMany = await call('POST', '/schemes-fields', tok.maker, { schemeId: role.id, fields: fifty });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json<TApiError>().error.message).toBe(M.tooManyFields);
      expect(await counts()).toEqual(before);
    });

    it('refuses a duplicate name (409, any case) and the name of a membership role', async () => {
      await newRole('Notary');
      const before = await counts();
      const dup = await createRole(' NOTARY ');
      expect(dup.statusCode).toBe(409);
      expect(dup.json<TApiError>().error).toMatchObject({
        message: SM.duplicateName,
        fields: { schemeName: SM.duplicateName },
      });
      const system = await createRole('admin');
      expect(system.statusCode).toBe(409);
      expect(system.json<TApiError>().error.message).toBe(SM.systemRoleName);
      expect(await counts()).toEqual(before);
      // Another organisation may use the same name.
      expect(
        (await createRole('Notary', undefined, tok.makerB, orgB, await membershipOf(tok.makerB))).statusCode,
      ).toBe(201);
    });

    it("refuses a maker memberId that is not the caller's own", async () => {
      const res = await call('POST', '/schemes', tok.maker, {
        orgScheme: {
          schemeName: 'Borrowed',
          organizationDid: orgA.did,
          memberId: await membershipOf(tok.checker),
        },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  /** The membership a token acts through. */
  async function membershipOf(token: string): Promise<string> {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    return me.json<{ selectedAccount: { membershipId: string } }>().selectedAccount.membershipId;
  }

  describe("organisation B can never read or change organisation A's roles", () => {
    let roleA: TScheme;
    let typeA: TCustomFieldType;
    beforeAll(async () => {
      typeA = (
        await call('POST', '/customfieldtypes', tok.maker, {
          name: 'Grade',
          kind: 'list',
          options: ['A', 'B'],
        })
      ).json<TCustomFieldType>();
      roleA = await newRole('Secret role of A', [{ fieldName: 'Grade', fieldType: typeA.id }]);
    });

    it("finds nothing with A's ids (404) and is refused A's DID (403); nothing changes", async () => {
      const before = await counts();
      const fieldId = roleA.fields[0]!.id;
      const probes: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
        [tok.adminB, 'GET', `/schemes/${roleA.id}`],
        [tok.adminB, 'GET', `/schemes/${roleA.id}/fields`],
        [tok.makerB, 'PUT', `/schemes/${roleA.id}`, { schemeName: 'Taken over' }],
        [tok.makerB, 'DELETE', `/schemes/${roleA.id}`],
        [tok.makerB, 'DELETE', '/schemes', { schemeIds: [roleA.id] }],
        [tok.makerB, 'POST', `/schemes/${roleA.id}/fields`, { fieldName: 'X', fieldType: 'text' }],
        [
          tok.makerB,
          'POST',
          '/schemes-fields',
          { schemeId: roleA.id, fields: [{ fieldName: 'X', fieldType: 'text' }] },
        ],
        [tok.makerB, 'PUT', `/schemes/${roleA.id}/fields/${fieldId}`, { fieldName: 'X' }],
        [tok.makerB, 'DELETE', `/schemes/${roleA.id}/fields`, { fieldIds: [fieldId] }],
        [tok.adminB, 'PUT', `/schemes/${roleA.id}/check`],
        [tok.adminB, 'PUT', `/schemes/${roleA.id}/approve`],
        [tok.adminB, 'PUT', `/schemes/${roleA.id}/reject`, {}],
        [tok.adminB, 'PUT', `/customfieldtypes/${typeA.id}`, { name: 'Mine', kind: 'text' }],
        [tok.adminB, 'DELETE', '/customfieldtypes', { ids: [typeA.id] }],
      ];
      for (const [token, method, url, payload] of probes) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      for (const url of [
        `/schemes?organizationDid=${orgA.did}`,
        `/schemes_created?organizationDid=${orgA.did}`,
        `/schemes_active?organizationDid=${orgA.did}`,
        `/orgroles?organizationDid=${orgA.did}`,
        `/customfieldtypes?organizationDid=${orgA.did}`,
      ]) {
        expect((await call('GET', url, tok.adminB)).statusCode, url).toBe(403);
      }
      // B's field may not use A's field type either.
      const roleB = (
        await createRole('B role', undefined, tok.makerB, orgB, await membershipOf(tok.makerB))
      ).json<TScheme>();
      expect(
        (
          await call('POST', `/schemes/${roleB.id}/fields`, tok.makerB, {
            fieldName: 'Grade',
            fieldType: typeA.id,
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await createRole('Into A', undefined, tok.makerB, orgA, await membershipOf(tok.makerB))).statusCode,
      ).toBe(403);
      const after = await counts();
      expect(after).toEqual({ ...before, schemes: before.schemes + 1, events: before.events + 1 });
      // B's lists hold none of A's roles.
      const listB = (await call('GET', '/schemes', tok.adminB)).json<TScheme[]>();
      expect(listB.map((s) => s.organizationDid)).toEqual(listB.map(() => orgB.did));
    });

    it('refuses individuals and the roles without the permission', async () => {
      expect((await call('GET', '/schemes', tok.individual)).statusCode).toBe(403);
      expect(
        (
          await createRole(
            'By a UserAdmin',
            undefined,
            tok.userAdminA,
            orgA,
            await membershipOf(tok.userAdminA),
          )
        ).statusCode,
      ).toBe(403);
      expect((await call('PUT', `/schemes/${roleA.id}/check`, tok.userAdminA)).statusCode).toBe(403);
      expect(
        (await call('POST', '/customfieldtypes', tok.userAdminA, { name: 'Nope', kind: 'text' })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${BASE}/schemes` })).statusCode).toBe(401);
    });
  });

  describe('custom field types', () => {
    it('creates, lists, renames and removes a type; a used one keeps its kind and stays', async () => {
      const created = await call('POST', '/customfieldtypes', tok.checker, {
        name: 'Licence class',
        kind: 'list',
        options: ['A', 'B', 'C'],
      });
      expect(created.statusCode).toBe(201);
      const type = created.json<TCustomFieldType>();
      expect(type).toMatchObject({
        name: 'Licence class',
        kind: 'list',
        options: ['A', 'B', 'C'],
        usedBy: 0,
        organizationDid: orgA.did,
      });

      const role = await newRole('Driver', [{ fieldName: 'Class', fieldType: type.id, isRequired: 'Y' }]);
      expect(role.fields[0]).toMatchObject({
        fieldTypeName: 'Licence class',
        kind: 'list',
        options: ['A', 'B', 'C'],
      });
      const listed = (await call('GET', '/customfieldtypes', tok.userAdminA)).json<TCustomFieldType[]>();
      expect(listed.find((x) => x.id === type.id)?.usedBy).toBe(1);

      const kindChange = await call('PUT', `/customfieldtypes/${type.id}`, tok.maker, {
        name: 'Licence class',
        kind: 'text',
      });
      expect(kindChange.statusCode).toBe(409);
      expect(kindChange.json<TApiError>().error.message).toBe(SM.fieldTypeInUseChange);
      const renamed = await call('PUT', `/customfieldtypes/${type.id}`, tok.maker, {
        name: 'Driving licence class',
        kind: 'list',
        options: ['A', 'B', 'C'],
      });
      expect(renamed.json<TCustomFieldType>().name).toBe('Driving licence class');
      const inUse = await call('DELETE', '/customfieldtypes', tok.maker, { ids: [type.id] });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json<TApiError>().error.message).toBe(SM.fieldTypeInUse);

      await call('DELETE', `/schemes/${role.id}`, tok.maker);
      const removed = await call('DELETE', '/customfieldtypes', tok.maker, { ids: [type.id] });
      expect(removed.json()).toEqual({ removed: [type.id] });
      expect(
        (await call('GET', '/customfieldtypes', tok.maker)).json<TCustomFieldType[]>().map((x) => x.id),
      ).not.toContain(type.id);
    });

    it('refuses a list without options, a duplicate name, and a blank name', async () => {
      const before = await counts();
      const noOptions = await call('POST', '/customfieldtypes', tok.maker, {
        name: 'Empty list',
        kind: 'list',
        options: [],
      });
      expect(noOptions.json<TApiError>().error.fields?.options).toBe(M.optionsRequired);
      const blank = await call('POST', '/customfieldtypes', tok.maker, { name: ' ', kind: 'text' });
      expect(blank.json<TApiError>().error.fields?.name).toBe(M.fieldTypeNameRequired);
      const unknownKind = await call('POST', '/customfieldtypes', tok.maker, { name: 'Odd', kind: 'colour' });
      expect(unknownKind.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
      await call('POST', '/customfieldtypes', tok.maker, { name: 'Postcode', kind: 'text' });
      const dup = await call('POST', '/customfieldtypes', tok.maker, { name: 'POSTCODE', kind: 'number' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json<TApiError>().error.fields?.name).toBe(SM.duplicateFieldTypeName);
    });
  });

  it('serialises concurrent changes of one role: every field lands, numbered without gaps', async () => {
    const role = await newRole('Busy role');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', `/schemes/${role.id}/fields`, tok.maker, { fieldName: `Field ${i}`, fieldType: 'text' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
    const fields = (await call('GET', `/schemes/${role.id}/fields`, tok.maker)).json<{ order: number }[]>();
    expect(fields.map((f) => f.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
