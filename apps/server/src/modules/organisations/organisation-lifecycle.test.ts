import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ENDORSEMENT_MESSAGES as EM,
  ORGANISATION_LIFECYCLE_MESSAGES as LM,
  ROLE_CODES,
  type TApiError,
  type TAuthPollResponse,
  type TOrganisationDetail,
  type TOrganisationEvent,
  type TOrganisationListItem,
} from '@sigil/core';
import {
  endorsements,
  invitations,
  mailOutbox,
  members,
  membershipRequests,
  orgSchemes,
} from '../../db/schema/index';
import { ACCESS_MESSAGES } from '../../lib/errors';
import { statusBitOf } from '../../lib/status-list';
import { useTestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { createEndorsement, createMember, createSigningOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder, type TestHolder } from '../../test/holders';
import { rowCounts } from '../../test/row-counts';

describe('organisation lifecycle: suspend, reactivate, deactivate', () => {
  const provider = newHolder();
  const t = useTestApp({ providerDids: [provider.did] });
  let providerTok: string;

  beforeAll(async () => {
    providerTok = (await loginWithWallet(t.app, provider, 'provider', { name: 'Pat Provider' })).token!;
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const step = (did: string, name: string, reason: string, token = providerTok) =>
    call('POST', `/api/accounts/${did}/${name}`, token, { reason });
  const refusal = (res: Awaited<ReturnType<typeof call>>) => res.json<TApiError>().error.message;
  const mailsTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((mail) => mail.subject);

  /** An organisation with an Admin (logged in), an individual member and one endorsement of theirs. */
  async function organisationWithPeople(name: string) {
    const organisation = await createSigningOrganisation(t, { businessName: name });
    const admin = newHolder();
    const adminEmail = `admin@${name.toLowerCase().replace(/\W/g, '')}.test`;
    await createMember(t.database.db, {
      organisationId: organisation.id,
      memberDid: admin.did,
      roleCode: ROLE_CODES.admin,
      email: adminEmail,
    });
    const holderDid = newHolder().did;
    const holding = await createMember(t.database.db, {
      organisationId: organisation.id,
      memberDid: holderDid,
    });
    const endorsement = await createEndorsement(t.database.db, {
      organisationId: organisation.id,
      memberId: holding.id,
      holderDid,
      statusListIndex: 4242,
    });
    const adminTok = (await loginWithWallet(t.app, admin, 'organisation')).token!;
    return { organisation, admin, adminEmail, adminTok, endorsement };
  }

  const statusBit = async (did: string, index: number) => {
    const res = await call('GET', `/api/v1/status-lists/${did}`);
    expect(res.statusCode).toBe(200);
    const payload = JSON.parse(Buffer.from(res.body.split('.')[1]!, 'base64url').toString()) as {
      vc: { credentialSubject: { encodedList: string } };
    };
    return statusBitOf(payload.vc.credentialSubject.encodedList, index);
  };

  const organisationLogin = (holder: TestHolder): Promise<TAuthPollResponse> =>
    loginWithWallet(t.app, holder, 'organisation');

  it('a suspension stops the members at once and refuses their login; a reactivation undoes it, nothing lost', async () => {
    const { organisation, admin, adminEmail, adminTok } = await organisationWithPeople('Northwind Traders');
    expect((await call('GET', `/api/accounts/${organisation.did}`, adminTok)).statusCode).toBe(200);
    const before = await rowCounts(t.database.db, ['members', 'endorsements', 'identities']);

    const suspended = await step(organisation.did, 'suspend', 'Unpaid invoices since March');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({ status: 'SUSPENDED', message: LM.suspended });

    // The Admin's live session ends at its next call (401: the console closes it), saying why.
    const during = await call('GET', `/api/accounts/${organisation.did}`, adminTok);
    expect(during.statusCode).toBe(401);
    expect(refusal(during)).toBe(ACCESS_MESSAGES.organisationSuspended);
    expect(await organisationLogin(admin)).toMatchObject({
      status: 'REJECTED',
      reason: 'ORGANISATION_SUSPENDED',
    });

    // The provider still sees it, marked as suspended; nothing was deleted or revoked.
    const detail = (
      await call('GET', `/api/accounts/${organisation.did}`, providerTok)
    ).json<TOrganisationDetail>();
    expect(detail.Status).toBe('SUSPENDED');
    expect(await rowCounts(t.database.db, ['members', 'endorsements', 'identities'])).toEqual(before);
    expect((await call('GET', `/1.0/identifiers/${organisation.did}`)).statusCode).toBe(200);
    expect(await statusBit(organisation.did, 4242)).toBe(false);

    // Twice is refused, and changes nothing.
    const again = await step(organisation.did, 'suspend', 'Again');
    expect(again.statusCode).toBe(409);
    expect(refusal(again)).toBe(LM.notActive);

    const reactivated = await step(organisation.did, 'reactivate', 'Paid in full');
    expect(reactivated.json()).toEqual({ status: 'ACTIVE', message: LM.reactivated });
    expect((await call('GET', `/api/accounts/${organisation.did}`, adminTok)).statusCode).toBe(200);
    expect(await organisationLogin(admin)).toMatchObject({ status: 'COMPLETED' });
    expect(refusal(await step(organisation.did, 'reactivate', 'Again'))).toBe(LM.notSuspended);

    expect(await mailsTo(adminEmail)).toEqual([
      'Northwind Traders is suspended on Sigil',
      'Northwind Traders is active again on Sigil',
    ]);
    const history = (await call('GET', `/api/accounts/${organisation.did}/history`, adminTok)).json<
      TOrganisationEvent[]
    >();
    expect(
      history.map((event) => [event.action, event.status, event.reason, event.actorDid, event.actorName]),
    ).toEqual([
      ['REACTIVATED', 'ACTIVE', 'Paid in full', provider.did, 'Pat Provider'],
      ['SUSPENDED', 'SUSPENDED', 'Unpaid invoices since March', provider.did, 'Pat Provider'],
      ['APPROVED', 'ACTIVE', null, organisation.createdByDid, ''],
    ]);
  });

  it('a deactivation revokes every endorsement, ends the memberships and deactivates the DID, in one step', async () => {
    const { organisation, admin, adminEmail, adminTok, endorsement } =
      await organisationWithPeople('Southwind Shipping');
    // Waiting for it: an invitation, and a request for one of its roles.
    const invited = await call('POST', '/api/v1/invitations/', adminTok, {
      invitationType: 'MemberShipRoleInvite',
      roleCode: ROLE_CODES.userAdmin,
      name: 'Ivy Invitee',
      email: 'ivy@southwind.test',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [role] = await t.database.db
      .insert(orgSchemes)
      .values({
        organisationId: organisation.id,
        name: 'Deckhand',
        status: 'APPROVED',
        createdByDid: admin.did,
        editedByDid: admin.did,
        makerMemberId: randomUUID(),
      })
      .returning();
    const applicant = newHolder().did;
    await t.database.db.insert(membershipRequests).values({
      organisationId: organisation.id,
      schemeId: role!.id,
      kind: 'APPLICATION',
      requesterDid: applicant,
      createdByDid: applicant,
    });

    const res = await step(organisation.did, 'deactivate', 'The company was dissolved');
    expect(res.json()).toEqual({ status: 'DEACTIVATED', message: LM.deactivated });

    const waiting = await t.database.db
      .select({ status: invitations.status })
      .from(invitations)
      .where(eq(invitations.organisationId, organisation.id));
    expect(waiting).toEqual([{ status: 'CANCELLED' }]);
    const requests = await t.database.db
      .select({ status: membershipRequests.status, reason: membershipRequests.reason })
      .from(membershipRequests)
      .where(eq(membershipRequests.organisationId, organisation.id));
    expect(requests).toEqual([{ status: 'REJECTED', reason: EM.organisationDeactivated }]);

    const [revoked] = await t.database.db
      .select()
      .from(endorsements)
      .where(eq(endorsements.id, endorsement.id));
    expect(revoked).toMatchObject({ revokedByDid: provider.did });
    expect(revoked!.revokedAt).toBeInstanceOf(Date);
    expect(await statusBit(organisation.did, 4242)).toBe(true);
    const live = await t.database.db
      .select()
      .from(members)
      .where(eq(members.organisationId, organisation.id));
    expect(live.every((member) => member.deletedAt instanceof Date)).toBe(true);

    const resolved = await call('GET', `/1.0/identifiers/${organisation.did}`);
    expect(resolved.statusCode).toBe(410);
    expect(resolved.json()).toMatchObject({
      didDocument: { id: organisation.did },
      didDocumentMetadata: { deactivated: true },
    });
    expect(resolved.json<{ didDocument: object }>().didDocument).not.toHaveProperty('verificationMethod');

    expect((await call('GET', `/api/accounts/${organisation.did}`, adminTok)).statusCode).toBe(403);
    expect(await organisationLogin(admin)).toMatchObject({
      status: 'REJECTED',
      reason: 'NOT_ORGANISATION_ADMIN',
    });
    expect(await mailsTo(adminEmail)).toEqual(['Southwind Shipping is deactivated on Sigil']);

    // The provider still finds it, with its history; nothing more can be done to it.
    const listed = (await call('GET', '/api/v1/accounts?orgName=Southwind', providerTok)).json<
      TOrganisationListItem[]
    >();
    expect(listed.map((item) => [item.businessName, item.status])).toEqual([
      ['Southwind Shipping', 'DEACTIVATED'],
    ]);
    const history = (await call('GET', `/api/accounts/${organisation.did}/history`, providerTok)).json<
      TOrganisationEvent[]
    >();
    expect(history[0]).toMatchObject({
      action: 'DEACTIVATED',
      status: 'DEACTIVATED',
      reason: 'The company was dissolved',
    });
    for (const name of ['suspend', 'reactivate', 'deactivate']) {
      const refused = await step(organisation.did, name, 'Once more');
      expect(refused.statusCode, name).toBe(409);
    }
    expect(refusal(await step(organisation.did, 'deactivate', 'x'))).toBe(LM.alreadyDeactivated);
    expect(
      (await call('POST', `/api/accounts/${organisation.did}/features`, providerTok, { features: [] }))
        .statusCode,
    ).toBe(404);
  });

  it('a suspended organisation may be deactivated; only the provider takes these steps, with a reason', async () => {
    const { organisation, adminTok } = await organisationWithPeople('Eastwind Air');
    const individual = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
    const before = await rowCounts(t.database.db, ['organisation_events', 'mail_outbox']);
    expect((await step(organisation.did, 'suspend', 'x', adminTok)).statusCode).toBe(403);
    expect((await step(organisation.did, 'suspend', 'x', individual)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/accounts/${organisation.did}/suspend`, undefined, { reason: 'x' }))
        .statusCode,
    ).toBe(401);
    for (const reason of ['', '   ']) {
      const blank = await step(organisation.did, 'suspend', reason);
      expect(blank.statusCode).toBe(400);
      expect(blank.json<TApiError>().error.fields).toEqual({ reason: LM.reasonRequired });
    }
    const long = await step(organisation.did, 'suspend', 'x'.repeat(501));
    expect(long.json<TApiError>().error.fields).toEqual({ reason: LM.reasonTooLong });
    const unknown = await step('did:sigil:0x00000000000000000000000000000000000000aa', 'suspend', 'x');
    expect(unknown.statusCode).toBe(404);
    expect(await rowCounts(t.database.db, ['organisation_events', 'mail_outbox'])).toEqual(before);

    expect((await step(organisation.did, 'suspend', 'Audit')).statusCode).toBe(200);
    expect((await step(organisation.did, 'deactivate', 'Audit failed')).statusCode).toBe(200);
  });

  it('a change of features is in the history, with who made it', async () => {
    const { organisation, adminTok } = await organisationWithPeople('Westwind Rail');
    await call('POST', `/api/accounts/${organisation.did}/features`, providerTok, { features: ['schemes'] });
    const [latest] = (await call('GET', `/api/accounts/${organisation.did}/history`, adminTok)).json<
      TOrganisationEvent[]
    >();
    expect(latest).toMatchObject({
      action: 'FEATURES_CHANGED',
      status: 'ACTIVE',
      features: ['schemes'],
      actorDid: provider.did,
    });
  });
});
