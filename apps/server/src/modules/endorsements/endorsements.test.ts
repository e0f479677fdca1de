import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDORSEMENT_MESSAGES as EM,
  type TApiError,
  type TDidRecord,
  type TEndorsableAccount,
  type TEndorsement,
  type TMembershipRequest,
  type TPresentation,
  type TNotificationList,
  type TUserEventPage,
} from '@sigil/core';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { endorsements, mailOutbox, orgSchemes, schemeFields } from '../../db/schema/index';
import { ACCESS_MESSAGES } from '../../lib/errors';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, providerToken } from '../../test/enrolment';
import { createMember, createSigningOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder, type TestHolder, signInThrough } from '../../test/holders';
import { rowCounts } from '../../test/row-counts';

const TABLES = ['membership_requests', 'endorsements', 'members', 'identities'];

const ALICE_ENTRIES = [
  { fieldName: 'Licence number', kind: 'text', value: 'L-1' },
  { fieldName: 'Email', kind: 'email', value: 'alice@example.test' },
  { fieldName: 'Since', kind: 'date', value: '2024-02-29' },
];

describe('membership requests and endorsements', () => {
  let t: TestApp;
  type Org = Awaited<ReturnType<typeof createSigningOrganisation>>;
  let orgA: Org;
  let orgB: Org;
  const people = {
    provider: newHolder(),
    adminA: newHolder(),
    admin2A: newHolder(),
    userAdminA: newHolder(),
    adminB: newHolder(),
    alice: newHolder(),
    bob: newHolder(),
    carol: newHolder(),
  };
  type Who = keyof typeof people;
  const tok = {} as Record<Who, string>;
  let auditor: string;
  let draft: string;

  const signIn = (holder: TestHolder, membershipId: string) => signInThrough(t.app, holder, membershipId);

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [people.provider.did] });
    const db = t.database.db;
    orgA = await createSigningOrganisation(t, {
      businessName: 'Northwind Traders',
      mailingAddress1: '1 Harbour Road',
    });
    orgB = await createSigningOrganisation(t, { businessName: 'Southwind Shipping' });
    const member = async (org: Org, who: Who, roleCode: string) =>
      (await createMember(db, { organisationId: org.id, memberDid: people[who].did, roleCode, name: who }))
        .id;
    const memberships = {
      adminA: await member(orgA, 'adminA', '1001'),
      admin2A: await member(orgA, 'admin2A', '1001'),
      userAdminA: await member(orgA, 'userAdminA', '1020'),
      adminB: await member(orgB, 'adminB', '1001'),
    };
    for (const [who, id] of Object.entries(memberships))
      tok[who as Who] = await signIn(people[who as Who], id);
    for (const who of ['alice', 'bob', 'carol'] as const) {
      tok[who] = (await loginWithWallet(t.app, people[who], 'individual', { name: who })).token!;
    }
    tok.provider = await providerToken(t.app, people.provider);
    const role = async (organisationId: string, name: string, status: string) => {
      const [row] = await db
        .insert(orgSchemes)
        .values({
          organisationId,
          name,
          status,
          createdByDid: people.adminA.did,
          editedByDid: people.adminA.did,
          makerMemberId: memberships.adminA,
        })
        .returning({ id: orgSchemes.id });
      return row!.id;
    };
    auditor = await role(orgA.id, 'Certified Auditor', 'APPROVED');
    draft = await role(orgA.id, 'Draft Role', 'CREATED');
    await role(orgB.id, 'Pilot', 'APPROVED');
    await db.insert(schemeFields).values([
      { schemeId: auditor, fieldName: 'Licence number', builtinType: 'text', isRequired: 'Y', position: 1 },
      { schemeId: auditor, fieldName: 'Email', builtinType: 'email', isRequired: 'N', position: 2 },
      { schemeId: auditor, fieldName: 'Since', builtinType: 'date', isRequired: 'N', position: 3 },
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? bearer(tok[who]) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const counts = () => rowCounts(t.database.db, TABLES, { live: ['members'] });
  const apply = (who: Who, values: Record<string, unknown>, schemeId = auditor, org = orgA) =>
    call('POST', `/api/v1/users/request-endorsement/${org.did}`, who, { schemeId, values });
  const error = (res: { json: <T>() => T }) => res.json<TApiError>().error;
  const mine = async (who: Who) =>
    (await call('GET', '/api/v1/endorsements/mine', who)).json<TEndorsement[]>();

  it('an individual sees the organisations with active roles, and applies with the role’s fields', async () => {
    const cards = (await call('GET', '/api/v1/users/endorsable-accounts?orgName=north', 'alice')).json<
      TEndorsableAccount[]
    >();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      BusinessName: 'Northwind Traders',
      Address: '1 Harbour Road',
      AccountDid: orgA.did,
    });
    expect(cards[0]!.schemes.map((s) => s.schemeName)).toEqual(['Certified Auditor']);
    expect(cards[0]!.schemes[0]!.fields.map((f) => [f.fieldName, f.isRequired])).toEqual([
      ['Licence number', 'Y'],
      ['Email', 'N'],
      ['Since', 'N'],
    ]);

    const before = await counts();
    const empty = await apply('alice', { Email: 'alice@example.test' });
    expect(empty.statusCode).toBe(400);
    expect(error(empty).fields).toEqual({ 'Licence number': 'Licence number is required' });
    const badEmail = await apply('alice', { 'Licence number': 'L-1', Email: 'x@y..com' });
    expect(badEmail.statusCode).toBe(400);
    expect(error(badEmail).fields?.Email).toBeDefined();
    const unknownField = await apply('alice', { 'Licence number': 'L-1', Salary: '1' });
    expect(unknownField.statusCode).toBe(400);
    expect((await apply('alice', { 'Licence number': 'L-1' }, draft)).statusCode).toBe(409);
    expect(await counts()).toEqual(before);

    const sent = await apply('alice', {
      Since: '2024-02-29',
      Email: 'Alice@Example.test',
      'Licence number': ' L-1 ',
    });
    expect(sent.statusCode).toBe(201);
    // In the role's field order, each with its kind (the database keeps no order of its own).
    expect(sent.json<TMembershipRequest>().entries).toEqual(ALICE_ENTRIES);
    expect(sent.json<TMembershipRequest>()).toMatchObject({
      kind: 'APPLICATION',
      status: 'SENT',
      label: 'WAITING',
      requesterDid: people.alice.did,
      requesterName: 'alice',
      schemeName: 'Certified Auditor',
      values: { 'Licence number': 'L-1', Email: 'alice@example.test', Since: '2024-02-29' },
    });
    const again = await apply('alice', { 'Licence number': 'L-2' });
    expect(again.statusCode).toBe(409);
    expect(error(again).message).toBe(EM.alreadyRequested);

    const pending = (
      await call('GET', `/api/v1/users/my-approval-pending/${people.alice.did}`, 'alice')
    ).json<TMembershipRequest[]>();
    expect(pending.map((r) => r.label)).toEqual(['WAITING']);
    expect(
      (await call('GET', `/api/v1/users/my-approval-pending/${people.alice.did}`, 'bob')).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/v1/users/request-endorsement/${orgA.did}`, 'adminA', { schemeId: auditor }))
        .statusCode,
    ).toBe(403);
  });

  it('is checked and approved by two other people; approval issues the endorsement', async () => {
    const [request] = (await call('GET', '/api/v1/trustanchor/orgschemes/sent', 'userAdminA')).json<
      TMembershipRequest[]
    >();
    expect(request!.requesterDid).toBe(people.alice.did);

    // Organisation B sees none of it and can touch none of it.
    expect((await call('GET', '/api/v1/trustanchor/orgschemes/sent', 'adminB')).json()).toEqual([]);
    expect(
      (await call('GET', `/api/v1/trustanchor/orgschemes/sent?organizationDid=${orgA.did}`, 'adminB'))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/check`, 'adminB')).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/v1/users/reject-endorsement', 'adminB', { id: request!.id, reason: 'no' }))
        .statusCode,
    ).toBe(404);

    const early = await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/approve`, 'adminA');
    expect(early.statusCode).toBe(409);
    expect(error(early).message).toBe(EM.checkFirst);
    // A UserAdmin checks but does not approve.
    const checked = await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/check`, 'userAdminA');
    expect(checked.json<TMembershipRequest>()).toMatchObject({
      status: 'CHECKED',
      label: 'WAITING',
      checkedBy: { did: people.userAdminA.did },
    });
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/approve`, 'userAdminA')).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/approve`, 'adminB')).statusCode,
    ).toBe(404);

    const approved = await call('POST', '/api/v1/users/issue-Endorsement', 'adminA', { id: request!.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<TMembershipRequest>()).toMatchObject({
      status: 'APPROVED',
      label: 'APPROVED',
      decidedBy: { did: people.adminA.did },
    });
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/approve`, 'admin2A')).statusCode,
    ).toBe(409);

    const [endorsement] = await mine('alice');
    expect(endorsement).toMatchObject({
      status: 'VALID',
      holderDid: people.alice.did,
      organizationDid: orgA.did,
      roleType: 'Certified Auditor',
      credentialSubject: {
        id: people.alice.did,
        associatedWith: { id: orgA.did, type: 'Certified Auditor' },
      },
    });
    expect(endorsement!.jwt.split('.')).toHaveLength(3);
    // What she entered, as the organisation recorded it, goes with the endorsement.
    expect(endorsement!.entries).toEqual(ALICE_ENTRIES);
    const history = (await call('GET', `/api/v1/users/my-history/${people.alice.did}`, 'alice')).json<
      TMembershipRequest[]
    >();
    expect(history.map((r) => r.label)).toEqual(['APPROVED']);
    // Alice entered an e-mail in her request: the outcome is mailed there.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'alice@example.test'));
    expect(mails.map((m) => m.subject)).toEqual(['Endorsed by Northwind Traders as Certified Auditor']);
    expect(mails[0]!.text).toContain('http://sigil.test/endorsements');
    const members = (await call('GET', `/api/accounts/${orgA.did}/members`, 'adminA')).json<
      { MemberDid: string; TypeOfRole: string }[]
    >();
    expect(members).toContainEqual(
      expect.objectContaining({ MemberDid: people.alice.did, TypeOfRole: 'Certified Auditor' }),
    );
    // Alice hears of it (a notification with the organisation's name) and finds it in her history.
    const told = (await call('GET', '/api/v1/notifications', 'alice')).json<TNotificationList>();
    expect(told.data[0]).toMatchObject({
      kind: 'endorsement-issued',
      seen: false,
      data: {
        organisationName: 'Northwind Traders',
        organisationDid: orgA.did,
        roleName: 'Certified Auditor',
      },
    });
    const events = (await call('GET', '/api/v1/users/events', 'alice')).json<TUserEventPage>();
    expect(events.data.map((e) => e.kind)).toContain('endorsement-issued');
    const issued = (await call('GET', '/api/v1/endorsements', 'userAdminA')).json<TEndorsement[]>();
    expect(issued.map((e) => e.holderDid)).toEqual([people.alice.did]);
    expect((await call('GET', '/api/v1/endorsements', 'adminB')).json()).toEqual([]);
  });

  it('an enrolment by the organisation follows the same four eyes: the enroller neither checks nor approves', async () => {
    const before = await counts();
    const unknown = await call('POST', '/api/v1/trustanchor/orgschemes/enroll', 'adminA', {
      schemeId: auditor,
      accountDid: newHolder().did,
      values: { 'Licence number': 'L-9' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(error(unknown).fields).toEqual({ accountDid: EM.accountUnknown });
    const otherOrgsRole = await call('POST', '/api/v1/trustanchor/orgschemes/enroll', 'adminB', {
      schemeId: auditor,
      accountDid: people.bob.did,
      values: { 'Licence number': 'L-9' },
    });
    expect(otherOrgsRole.statusCode).toBe(404);
    expect(await counts()).toEqual(before);

    const enrolled = await call('POST', '/api/v1/trustanchor/orgschemes/enroll', 'adminA', {
      schemeId: auditor,
      accountDid: people.bob.did,
      values: { 'Licence number': 'L-7' },
    });
    expect(enrolled.statusCode).toBe(201);
    const request = enrolled.json<TMembershipRequest>();
    expect(request).toMatchObject({
      kind: 'ENROLMENT',
      requesterName: 'bob',
      createdBy: { did: people.adminA.did },
    });

    const selfCheck = await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/check`, 'adminA');
    expect(selfCheck.statusCode).toBe(403);
    expect(error(selfCheck).message).toBe(ACCESS_MESSAGES.fourEyes);
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/check`, 'admin2A')).statusCode,
    ).toBe(200);
    const checkerApproves = await call(
      'PUT',
      `/api/v1/trustanchor/orgschemes/${request.id}/approve`,
      'admin2A',
    );
    expect(checkerApproves.statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/approve`, 'adminA')).statusCode,
    ).toBe(403);
    expect(await mine('bob')).toEqual([]);
  });

  it('is rejected at any step with a reason, which the requester reads', async () => {
    const sent = (await apply('carol', { 'Licence number': 'L-3' })).json<TMembershipRequest>();
    const noReason = await call('POST', '/api/v1/users/reject-endorsement', 'userAdminA', {
      id: sent.id,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(error(noReason).message).toBe(EM.reasonRequired);
    const rejected = await call('POST', '/api/v1/users/reject-endorsement', 'userAdminA', {
      id: sent.id,
      reason: 'Licence expired',
    });
    expect(rejected.json<TMembershipRequest>()).toMatchObject({
      status: 'REJECTED',
      label: 'REJECTED',
      reason: 'Licence expired',
    });
    const history = (await call('GET', `/api/v1/users/my-history/${people.carol.did}`, 'carol')).json<
      TMembershipRequest[]
    >();
    expect(history[0]).toMatchObject({ label: 'REJECTED', reason: 'Licence expired' });
    expect(
      (await call('POST', '/api/v1/users/reject-endorsement', 'adminA', { id: sent.id, reason: 'again' }))
        .statusCode,
    ).toBe(409);
    // Rejected, the account may apply again.
    expect((await apply('carol', { 'Licence number': 'L-4' })).statusCode).toBe(201);
  });

  it('the provider reads every organisation’s requests by name and status; nobody else does', async () => {
    const all = (
      await call('GET', '/api/v1/trustanchor/orgschemes/all?orgName=NORTH&status=rejected', 'provider')
    ).json<TMembershipRequest[]>();
    expect(all.map((r) => [r.organizationName, r.requesterDid])).toEqual([
      ['Northwind Traders', people.carol.did],
    ]);
    expect((await call('GET', '/api/v1/trustanchor/orgschemes/all?status=LOST', 'provider')).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/v1/trustanchor/orgschemes/all', 'adminA')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/trustanchor/orgschemes/all', 'alice')).statusCode).toBe(403);
  });

  it('deleting an endorsement revokes it and ends the membership; the record stays, revoked', async () => {
    const [endorsement] = await mine('alice');
    const url = `/api/v1/endorsements/${endorsement!.memberId}?memberDid=${people.alice.did}`;
    expect((await call('DELETE', url, 'adminB')).statusCode).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          `/api/v1/endorsements/${endorsement!.memberId}?memberDid=${people.bob.did}`,
          'adminA',
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url, 'alice')).statusCode).toBe(403);
    const deleted = await call('DELETE', url, 'userAdminA');
    expect(deleted.json()).toEqual({ message: 'Successfully delete endorsement' });
    const [revoked] = await mine('alice');
    expect(revoked).toMatchObject({ id: endorsement!.id, status: 'REVOKED' });
    const told = (await call('GET', '/api/v1/notifications', 'alice')).json<TNotificationList>();
    expect(told.data[0]).toMatchObject({
      kind: 'endorsement-revoked',
      data: { roleName: 'Certified Auditor' },
    });
    expect(revoked!.revokedAt).not.toBeNull();
    const members = (await call('GET', `/api/accounts/${orgA.did}/members`, 'adminA')).json<
      { MemberDid: string }[]
    >();
    expect(members.map((m) => m.MemberDid)).not.toContain(people.alice.did);
    expect((await call('DELETE', url, 'userAdminA')).statusCode).toBe(404);
  });

  it('removing a member in a custom role revokes their endorsement', async () => {
    const [request] = (await call('GET', '/api/v1/trustanchor/orgschemes/checked', 'adminA')).json<
      TMembershipRequest[]
    >();
    expect(request!.requesterDid).toBe(people.bob.did);
    // adminA enrolled bob and admin2A checked: a third Admin approves.
    const third = newHolder();
    const membership = await createMember(t.database.db, {
      organisationId: orgA.id,
      memberDid: third.did,
      roleCode: '1001',
      name: 'third',
    });
    const thirdToken = await signIn(third, membership.id);
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/trustanchor/orgschemes/${request!.id}/approve`,
      headers: bearer(thirdToken),
    });
    expect(approved.statusCode).toBe(200);
    const [endorsement] = await mine('bob');
    expect(endorsement!.status).toBe('VALID');
    const removed = await call(
      'DELETE',
      `/api/v1/members/${endorsement!.memberId}?memberDid=${people.bob.did}`,
      'userAdminA',
    );
    expect(removed.statusCode).toBe(200);
    expect((await mine('bob'))[0]!.status).toBe('REVOKED');
  });

  it('a protected DID shows only that it exists, except to its holder', async () => {
    const carol = people.carol.did;
    expect((await call('GET', '/api/v1/member-detail/protect', 'carol')).json()).toEqual({
      protectFlag: 'N',
    });
    const open = (await call('GET', `/api/v1/identities/${carol}`, null)).json<TDidRecord>();
    expect(open).toMatchObject({
      registered: true,
      hidden: false,
      kind: 'individual',
      profile: { name: 'carol' },
    });
    expect(open.publicKey).toBeTruthy();

    const bad = await call('POST', '/api/v1/member-detail/protect', 'carol', { protectProfile: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/v1/member-detail/protect', 'adminA', { protectProfile: 'Y' })).statusCode,
    ).toBe(403);
    const set = await call('POST', '/api/v1/member-detail/protect', 'carol', { protectProfile: 'Y' });
    expect(set.json()).toEqual({ protectFlag: 'Y', message: EM.protectUpdated });

    const hidden = {
      did: carol,
      registered: true,
      protectFlag: 'Y',
      hidden: true,
      kind: null,
      publicKey: null,
      created: null,
      profile: { name: null },
      other: { endorsements: [] },
    };
    expect((await call('GET', `/api/v1/identities/${carol}`, null)).json()).toEqual(hidden);
    expect((await call('GET', `/api/v1/accounts/explorer/${carol}`, 'alice')).json()).toEqual({
      members: [hidden],
    });
    expect(
      (await call('GET', `/api/v1/accounts/explorer/${carol}`, 'carol')).json<{ members: TDidRecord[] }>()
        .members[0],
    ).toMatchObject({
      hidden: false,
      profile: { name: 'carol' },
    });
    expect(
      (
        await call('GET', `/api/v1/trustanchor/verifiablepresentations?accountDid=${carol}`, null)
      ).json<TPresentation>().verifiableCredential,
    ).toEqual([]);
  });

  it('a public holder’s record and presentation carry their live endorsements; organisations are found by name', async () => {
    await apply('alice', { 'Licence number': 'L-5' });
    const [request] = (await call('GET', '/api/v1/trustanchor/orgschemes/sent', 'userAdminA'))
      .json<TMembershipRequest[]>()
      .filter((r) => r.requesterDid === people.alice.did);
    await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/check`, 'userAdminA');
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request!.id}/approve`, 'admin2A')).statusCode,
    ).toBe(200);
    const live = (await mine('alice')).filter((e) => e.status === 'VALID');
    expect(live).toHaveLength(1);
    // Her valid credential comes first, even before a revoked one issued later.
    await t.database.db
      .update(endorsements)
      .set({ issuedAt: sql`now() + interval '1 day'` })
      .where(isNotNull(endorsements.revokedAt));
    expect((await mine('alice')).map((e) => e.status)).toEqual(['VALID', 'REVOKED']);

    const record = (await call('GET', `/api/v1/identities/${people.alice.did}`, null)).json<TDidRecord>();
    expect(record.other.endorsements).toEqual([
      {
        id: live[0]!.id,
        organizationName: 'Northwind Traders',
        credentialSubject: {
          id: people.alice.did,
          associatedWith: { id: orgA.did, type: 'Certified Auditor' },
        },
      },
    ]);
    const presentation = (
      await call('GET', `/api/v1/trustanchor/verifiablepresentations?accountDid=${people.alice.did}`, null)
    ).json<TPresentation>();
    expect(presentation.verifiableCredential).toEqual([live[0]!.jwt]);

    const found = (await call('GET', '/api/v1/accounts/explorer/wind', 'bob')).json<{
      members: TDidRecord[];
    }>();
    expect(found.members.map((m) => [m.did, m.kind, m.profile.name])).toEqual([
      [orgA.did, 'organisation', 'Northwind Traders'],
      [orgB.did, 'organisation', 'Southwind Shipping'],
    ]);
    expect((await call('GET', '/api/v1/accounts/explorer/wind', null)).statusCode).toBe(401);
  });

  it('nobody approves their own request: not as an individual, not as an Admin of the organisation', async () => {
    // adminA applies as an individual (the same DID, another login mode)…
    const self = (await loginWithWallet(t.app, people.adminA, 'individual', { name: 'adminA' })).token!;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/request-endorsement/${orgA.did}`,
      headers: bearer(self),
      payload: { schemeId: auditor, values: { 'Licence number': 'L-8' } },
    });
    expect(sent.statusCode).toBe(201);
    const request = sent.json<TMembershipRequest>();
    const asIndividual = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/trustanchor/orgschemes/${request.id}/check`,
      headers: bearer(self),
    });
    expect(asIndividual.statusCode).toBe(403);
    // …cannot check it as the organisation's Admin, and once another checked it, cannot approve it.
    expect(
      error(await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/check`, 'adminA')).message,
    ).toBe(ACCESS_MESSAGES.fourEyes);
    expect(
      (await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/check`, 'userAdminA')).statusCode,
    ).toBe(200);
    const own = await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/approve`, 'adminA');
    expect(own.statusCode).toBe(403);
    expect(error(own).message).toBe(ACCESS_MESSAGES.fourEyes);
    expect(
      (await call('POST', '/api/v1/users/issue-Endorsement', 'admin2A', { id: request.id })).statusCode,
    ).toBe(200);
  });
});
