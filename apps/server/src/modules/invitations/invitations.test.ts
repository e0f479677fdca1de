import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES as IM,
  VALIDATION_MESSAGES as M,
  type TApiError,
  type TEndorsement,
  type TInvitation,
  type TMember,
  type TPendingInvitation,
  type TNotificationList,
  type TUserEventPage,
} from '@sigil/core';
import { answerInvitation } from '@sigil/wallet';
import { invitations, orgSchemes } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loginWithWallet, newHolder, type TestHolder } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import { ACCESS_MESSAGES } from '../../lib/errors';
import {
  newPairHolders,
  pairRequests,
  seatOrganisationPair,
  type PairLogin,
  type PairOrganisation as Org,
} from '../../test/organisation-pair';
import { startSmtpListener, type SmtpListener } from '../../test/smtp';

describe('invitations', () => {
  let t: TestApp;
  let smtp: SmtpListener;
  let orgA: Org;
  const holders = newPairHolders();
  let tok: Record<PairLogin, string>;
  let membership: Record<'adminA' | 'admin2A' | 'userAdminA', string>;
  let activeRole: string;
  let draftRole: string;

  const individual = async (holder: TestHolder) =>
    (await loginWithWallet(t.app, holder, 'individual')).token!;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await buildTestApp({
      providerDids: [holders.provider.did],
      smtpUrl: smtp.url,
      mailRetryIntervalMs: 60_000,
    });
    ({ orgA, tok, membership, activeRole, draftRole } = await seatOrganisationPair(t, holders));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const { call, refusal, counts } = pairRequests(() => t);
  const adminInvite = (email: string, roleCode = '1020', token = tok.adminA) =>
    call('POST', '/api/v1/invitations/', token, {
      invitationType: 'MemberShipRoleInvite',
      roleCode,
      name: `Invitee ${email}`,
      email,
    });
  const userInvite = (payload: Record<string, unknown>, token = tok.userAdminA) =>
    call('POST', '/api/v1/invitations/', token, {
      invitationType: 'MemberShipSchemeInviteFromAdmin',
      organizationDid: orgA.did,
      memberId: membership.userAdminA,
      ...payload,
    });
  const sent = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TInvitation>();
  };
  const answer = (
    token: string,
    invitationCode: string,
    invitationStatus: 'Accepted' | 'Rejected',
    extra: object = {},
  ) =>
    call('PUT', '/api/v1/invitations/membershiprole/enroll', token, {
      invitationStatus,
      invitationCode,
      membersRequiredParams: { name: 'Ivy', email: 'ivy@example.test' },
      ...extra,
    });
  const membersOf = async (org: Org, token = tok.adminA) =>
    (await call('GET', `/api/accounts/${org.did}/members`, token)).json<TMember[]>();

  describe('an admin invitation by e-mail', () => {
    it('is mailed with a working link, bound by its code, and accepted into a membership', async () => {
      const invited = await sent(await adminInvite('new.useradmin@example.test'));
      expect(invited).toMatchObject({
        status: 'INVITED',
        roleType: 'UserAdmin',
        invitorName: 'Ada Admin',
        organizationName: 'Northwind Traders',
      });

      await t.app.mailOutbox.flush();
      const mail = smtp.received.find((m) => m.to.includes('new.useradmin@example.test'))!;
      expect(mail.subject).toContain('Northwind Traders');
      expect(mail.body).toContain('UserAdmin');
      const link = /http\S+\/endorsements\?invitationCode=([\w-]+)/.exec(mail.body)!;
      expect(decodeURIComponent(link[1]!)).toBe(invited.invitationCode);

      const list = (await call('GET', '/api/v1/invitations/orgroles/sent', tok.adminA)).json<TInvitation[]>();
      expect(list[0]).toMatchObject({ invitationCode: invited.invitationCode, status: 'INVITED' });

      const invitee = newHolder();
      const token = await individual(invitee);
      // Not yet bound: nothing pending without the code; the code shows it.
      expect((await call('GET', '/api/v1/invitations/', token)).json()).toEqual([]);
      const byCode = await call(
        'GET',
        `/api/v1/invitations/?invitationCode=${invited.invitationCode}`,
        token,
      );
      expect(byCode.json<TPendingInvitation[]>()).toMatchObject([
        { organizationName: 'Northwind Traders', roleType: 'UserAdmin' },
      ]);

      const claimed = await call('POST', '/api/v1/invitations/claim', token, {
        invitationCode: invited.invitationCode,
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect((await call('GET', '/api/v1/invitations/', token)).json<TPendingInvitation[]>()).toHaveLength(1);

      // Another DID can neither see nor take it now.
      const stranger = await individual(newHolder());
      expect(
        (await call('GET', `/api/v1/invitations/?invitationCode=${invited.invitationCode}`, stranger)).json(),
      ).toEqual([]);
      const before = await counts();
      const stolen = await answer(stranger, invited.invitationCode, 'Accepted');
      expect(stolen.statusCode).toBe(409);
      expect(refusal(stolen)).toBe(IM.boundElsewhere);
      expect(await counts()).toEqual(before);

      const accepted = await answer(token, invited.invitationCode, 'Accepted');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({ message: 'Accepted successfully' });

      // The invitee is now a UserAdmin of A: an organisation login works and lists A's invitations.
      const login = await loginWithWallet(t.app, invitee, 'organisation');
      expect(login.profile?.selectedAccount?.type).toBe('UserAdmin');
      expect(
        (await membersOf(orgA)).some(
          (m) => m.MemberDid === invitee.did && m.TypeOfRole === 'UserAdmin' && m.Name === 'Ivy',
        ),
      ).toBe(true);

      // The invitee finds the answer in their history; the inviting Admin hears of it.
      const events = (await call('GET', '/api/v1/users/events', token)).json<TUserEventPage>();
      expect(events.data.find((e) => e.kind === 'invitation-answered')).toMatchObject({
        data: { accepted: true, organisationName: 'Northwind Traders', roleType: 'UserAdmin' },
      });
      const told = (await call('GET', '/api/v1/notifications', tok.adminA)).json<TNotificationList>();
      expect(told.data[0]).toMatchObject({
        kind: 'invitation-answered',
        data: { inviteeDid: invitee.did, accepted: true, roleType: 'UserAdmin' },
      });

      const again = await answer(token, invited.invitationCode, 'Rejected');
      expect(again.statusCode).toBe(409);
      expect(refusal(again)).toBe(IM.notPending);
      const after = (await call('GET', '/api/v1/invitations/orgroles/sent', tok.adminA)).json<
        TInvitation[]
      >();
      expect(after.find((i) => i.invitationCode === invited.invitationCode)).toMatchObject({
        status: 'ACCEPTED',
        acceptedDate: expect.any(String),
      });
    });

    it('can be rejected, leaving no membership', async () => {
      const invited = await sent(await adminInvite('rejecting@example.test', '1030'));
      const invitee = newHolder();
      const token = await individual(invitee);
      const before = (await counts()).members;
      const rejected = await answer(token, invited.invitationCode, 'Rejected');
      expect(rejected.json()).toEqual({ message: 'Rejected successfully' });
      expect((await counts()).members).toBe(before);
      const told = (await call('GET', '/api/v1/notifications', tok.adminA)).json<TNotificationList>();
      expect(told.data[0]).toMatchObject({
        kind: 'invitation-answered',
        data: { inviteeDid: invitee.did, accepted: false },
      });
    });

    it("is answered by the wallet CLI's library, with the holder's compressed key", async () => {
      const invited = await sent(await adminInvite('wallet.user@example.test', '1030'));
      const holder = newHolder();
      const result = await answerInvitation({
        privateKey: holder.privateKey,
        baseUrl: t.config.publicUrl,
        fetchImpl: injectFetch(t.app),
        invitationCode: invited.invitationCode,
        answer: 'Accepted',
        name: 'Wanda Wallet',
      });
      expect(result.message).toBe('Accepted successfully');
      expect((await membersOf(orgA)).find((m) => m.MemberDid === holder.did)).toMatchObject({
        TypeOfRole: 'RoleAdmin',
        Name: 'Wanda Wallet',
      });
    });

    it("refuses an answer with another key than the DID's", async () => {
      const invited = await sent(await adminInvite('key.check@example.test', '1030'));
      const token = await individual(newHolder());
      const otherKey = '02' + 'a'.repeat(64);
      const res = await answer(token, invited.invitationCode, 'Accepted', { publicKey: otherKey });
      expect(res.statusCode).toBe(400);
      expect(
        (await call('GET', '/api/v1/invitations/orgroles/sent', tok.adminA))
          .json<TInvitation[]>()
          .find((i) => i.invitationCode === invited.invitationCode)?.status,
      ).toBe('INVITED');
    });

    it('is sent only by an Admin, only to an admin role', async () => {
      const before = await counts();
      const byUserAdmin = await adminInvite('x@example.test', '1020', tok.userAdminA);
      expect(byUserAdmin.statusCode).toBe(403);
      const toMachine = await adminInvite('x@example.test', '1005');
      expect(toMachine.statusCode).toBe(400);
      const toCustom = await adminInvite('x@example.test', activeRole);
      expect(toCustom.statusCode).toBe(400);
      expect(refusal(toCustom)).toBe(IM.adminRoleOnly);
      const noName = await call('POST', '/api/v1/invitations/', tok.adminA, {
        invitationType: 'MemberShipRoleInvite',
        roleCode: '1020',
        email: 'bad',
      });
      expect(noName.statusCode).toBe(400);
      expect(noName.json<TApiError>().error.fields).toMatchObject({
        name: M.nameRequired,
        email: M.emailInvalid,
      });
      const noRole = await call('POST', '/api/v1/invitations/', tok.adminA, {
        invitationType: 'MemberShipRoleInvite',
        roleCode: '',
        name: 'A',
        email: 'a@b.test',
      });
      expect(noRole.json<TApiError>().error.fields).toMatchObject({ roleCode: M.roleRequired });
      expect(await counts()).toEqual(before);
    });

    it('warns of an e-mail already a member or invited, and refuses a second invitation', async () => {
      expect((await call('GET', '/api/invite/check-email/fresh@example.test', tok.adminA)).json()).toEqual(
        {},
      );
      expect((await call('GET', '/api/invite/check-email/ADA@northwind.test', tok.adminA)).json()).toEqual({
        message: IM.emailAlreadyMember,
      });
      await sent(await adminInvite('twice@example.test'));
      expect(
        (await call('GET', '/api/invite/check-email/twice@example.test', tok.userAdminA)).json(),
      ).toEqual({ message: IM.emailAlreadyInvited });
      const second = await adminInvite('twice@example.test');
      expect(second.statusCode).toBe(409);
      expect(refusal(second)).toBe(IM.alreadyInvited);
      // Organisation B knows nothing of A's invitations.
      expect((await call('GET', '/api/invite/check-email/twice@example.test', tok.adminB)).json()).toEqual(
        {},
      );
    });
  });

  describe('cancel, expiry and resend', () => {
    it('a cancelled invitation leaves the list and its answer is refused', async () => {
      const invited = await sent(await adminInvite('cancel.me@example.test'));
      const token = await individual(newHolder());
      await call('POST', '/api/v1/invitations/claim', token, { invitationCode: invited.invitationCode });
      const cancelled = await call('DELETE', `/api/v1/invitations/${invited.invitationCode}`, tok.admin2A, {
        invitationCode: invited.invitationCode,
        orgId: orgA.id,
        type: 'MemberShipRoleInvite',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const list = (await call('GET', '/api/v1/invitations/orgroles/sent', tok.adminA)).json<TInvitation[]>();
      expect(list.some((i) => i.invitationCode === invited.invitationCode)).toBe(false);
      const late = await answer(token, invited.invitationCode, 'Accepted');
      expect(late.statusCode).toBe(409);
      expect(refusal(late)).toBe(IM.cancelled);
      const twice = await call('DELETE', `/api/v1/invitations/${invited.invitationCode}`, tok.adminA);
      expect(twice.statusCode, twice.body).toBe(404);
    });

    it('an expired invitation reads Expired, is refused, and a resend gives a new code that works', async () => {
      const invited = await sent(await adminInvite('late@example.test', '1030'));
      await t.database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.invitationCode, invited.invitationCode));
      const list = (await call('GET', '/api/v1/invitations/orgroles/sent', tok.adminA)).json<TInvitation[]>();
      expect(list.find((i) => i.invitationCode === invited.invitationCode)?.status).toBe('EXPIRED');
      const token = await individual(newHolder());
      const claimed = await call('POST', '/api/v1/invitations/claim', token, {
        invitationCode: invited.invitationCode,
      });
      expect(claimed.statusCode).toBe(409);
      expect(refusal(claimed)).toBe(IM.expired);

      const resent = await call('POST', '/api/invite/invitations/send-email', tok.adminA, {
        invitationCode: invited.invitationCode,
      });
      expect(resent.statusCode, resent.body).toBe(200);
      const renewed = resent.json<TInvitation>();
      expect(renewed.invitationCode).not.toBe(invited.invitationCode);
      expect(renewed.status).toBe('INVITED');
      expect(
        (await call('POST', '/api/v1/invitations/claim', token, { invitationCode: invited.invitationCode }))
          .statusCode,
      ).toBe(404);
      expect((await answer(token, renewed.invitationCode, 'Accepted')).statusCode).toBe(200);
      await t.app.mailOutbox.flush();
      expect(smtp.received.filter((m) => m.to.includes('late@example.test'))).toHaveLength(2);
    });

    it("organisation B can neither list, cancel, resend nor see A's invitations", async () => {
      const invited = await sent(await adminInvite('private@example.test'));
      const before = await counts();
      expect(
        (await call('GET', `/api/v1/invitations/orgroles/sent?organizationDid=${orgA.did}`, tok.adminB))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('GET', '/api/v1/invitations/orgroles/sent', tok.adminB))
          .json<TInvitation[]>()
          .some((i) => i.invitationCode === invited.invitationCode),
      ).toBe(false);
      expect(
        (await call('DELETE', `/api/v1/invitations/${invited.invitationCode}`, tok.adminB)).statusCode,
      ).toBe(404);
      expect(
        (
          await call('POST', '/api/invite/invitations/send-email', tok.adminB, {
            invitationCode: invited.invitationCode,
          })
        ).statusCode,
      ).toBe(404);
      // A's UserAdmin does not reach A's admin invitations either.
      expect(
        (await call('DELETE', `/api/v1/invitations/${invited.invitationCode}`, tok.userAdminA)).statusCode,
      ).toBe(403);
      expect(await counts()).toEqual(before);
    });
  });

  describe('user invitations to a custom role', () => {
    it('go only to an active role, and are refused once the role is deactivated', async () => {
      const before = await counts();
      const toDraft = await userInvite({ roleCode: draftRole, name: 'Dee', email: 'dee@example.test' });
      expect(toDraft.statusCode).toBe(409);
      expect(refusal(toDraft)).toBe(IM.roleInactive);
      const toAdmin = await userInvite({ roleCode: '1001', name: 'Dee', email: 'dee@example.test' });
      expect(toAdmin.statusCode).toBe(400);
      const byAdmin = await userInvite(
        { roleCode: activeRole, name: 'Dee', email: 'dee@example.test' },
        tok.adminA,
      );
      expect(byAdmin.statusCode).toBe(403);
      const otherOrg = await userInvite(
        { roleCode: activeRole, name: 'Dee', email: 'dee@example.test' },
        tok.userAdminB,
      );
      expect(otherOrg.statusCode).toBe(403);
      expect(await counts()).toEqual(before);

      const invited = await sent(
        await userInvite({
          roleCode: activeRole,
          roleType: 'Certified Auditor',
          name: 'Dee',
          email: 'dee@example.test',
        }),
      );
      expect(invited).toMatchObject({
        roleType: 'Certified Auditor',
        roleCode: activeRole,
        type: 'MemberShipSchemeInviteFromAdmin',
      });
      const token = await individual(newHolder());
      await call('POST', '/api/v1/invitations/claim', token, { invitationCode: invited.invitationCode });
      await t.database.db
        .update(orgSchemes)
        .set({ status: 'DEACTIVATED' })
        .where(eq(orgSchemes.id, activeRole));
      try {
        const mid = await counts();
        const accepted = await answer(token, invited.invitationCode, 'Accepted');
        expect(accepted.statusCode).toBe(409);
        expect(refusal(accepted)).toBe(IM.roleInactive);
        expect(await counts()).toEqual(mid);
      } finally {
        await t.database.db
          .update(orgSchemes)
          .set({ status: 'APPROVED' })
          .where(eq(orgSchemes.id, activeRole));
      }
      // Nor while the provider has suspended the organisation: it issues nothing then.
      const lifecycle = (step: string) =>
        call('POST', `/api/accounts/${orgA.did}/${step}`, tok.provider, { reason: 'Audit' });
      expect((await lifecycle('suspend')).statusCode).toBe(200);
      try {
        const mid = await counts();
        const accepted = await answer(token, invited.invitationCode, 'Accepted');
        expect(accepted.statusCode).toBe(403);
        expect(refusal(accepted)).toBe(ACCESS_MESSAGES.organisationSuspended);
        expect(await counts()).toEqual(mid);
      } finally {
        expect((await lifecycle('reactivate')).statusCode).toBe(200);
      }
      expect((await answer(token, invited.invitationCode, 'Accepted')).statusCode).toBe(200);
      const holders = (await membersOf(orgA)).filter((m) => m.SchemeId === activeRole);
      expect(holders).toHaveLength(1);
      expect(holders[0]).toMatchObject({ TypeOfRole: 'Certified Auditor', Name: 'Ivy' });
      // Accepting an invitation to a custom role issued the holder's endorsement.
      const [endorsement] = (await call('GET', '/api/v1/endorsements/mine', token)).json<TEndorsement[]>();
      expect(endorsement).toMatchObject({
        status: 'VALID',
        memberId: holders[0]!.MemberID,
        credentialSubject: { associatedWith: { id: orgA.did, type: 'Certified Auditor' } },
      });
    });
  });

  describe('without the endorsements feature', () => {
    // As the provider grants and withdraws them, through the API.
    const withFeatures = async (features: string[]) =>
      expect(
        (await call('POST', `/api/accounts/${orgA.did}/features`, tok.provider, { features })).statusCode,
      ).toBe(200);

    it('no invitation into a custom role is sent, and one sent before cannot be accepted', async () => {
      const invite = { roleCode: activeRole, name: 'Fay', email: 'fay@example.test' };
      await withFeatures(['schemes']);
      try {
        const before = await counts();
        const refused = await userInvite(invite);
        expect(refused.statusCode).toBe(403);
        expect(refusal(refused)).toBe(ACCESS_MESSAGES.featureMissing('endorsements'));
        expect(await counts()).toEqual(before);
      } finally {
        await withFeatures(['schemes', 'endorsements']);
      }

      const invited = await sent(await userInvite(invite));
      const token = await individual(newHolder());
      await call('POST', '/api/v1/invitations/claim', token, { invitationCode: invited.invitationCode });
      await withFeatures(['schemes']);
      try {
        const before = await counts();
        const accepted = await answer(token, invited.invitationCode, 'Accepted');
        expect(accepted.statusCode).toBe(403);
        expect(refusal(accepted)).toBe(ACCESS_MESSAGES.featureMissing('endorsements'));
        expect(await counts()).toEqual(before);
      } finally {
        await withFeatures(['schemes', 'endorsements']);
      }
      expect((await answer(token, invited.invitationCode, 'Accepted')).statusCode).toBe(200);
    });
  });

  describe('machine users', () => {
    it('are decided by the provider; a DID that never registered cannot be approved', async () => {
      const machine = newHolder();
      const invited = await sent(await userInvite({ roleCode: '1005', did: machine.did }));
      expect(invited).toMatchObject({ roleType: 'Machine User', inviteeDid: machine.did, inviteeEmail: '' });
      // The invitee does not answer a machine invitation.
      const token = await individual(newHolder());
      expect(
        (await call('POST', '/api/v1/invitations/claim', token, { invitationCode: invited.invitationCode }))
          .statusCode,
      ).toBe(409);

      const queue = (
        await call(
          'GET',
          '/api/v1/invitations/role-machine-user?status=Pending&orgName=northwind',
          tok.provider,
        )
      ).json<TInvitation[]>();
      expect(queue.map((i) => i.invitationCode)).toContain(invited.invitationCode);
      expect(
        (await call('GET', '/api/v1/invitations/role-machine-user?orgName=southwind', tok.provider)).json(),
      ).toEqual([]);
      expect((await call('GET', '/api/v1/invitations/role-machine-user', tok.adminA)).statusCode).toBe(403);

      const decide = (invitationStatus: 'ACCEPTED' | 'REJECTED', code = invited.invitationCode) =>
        call('PUT', `/api/v1/invitations/role-machine-user/${code}`, tok.provider, {
          invitationStatus,
          invitationCode: code,
          membersRequiredParams: { Name: '', Email: '' },
        });
      const before = await counts();
      const early = await decide('ACCEPTED');
      expect(early.statusCode).toBe(409);
      expect(refusal(early)).toBe('Fail to approve, User have not joined the Sigil');
      expect(await counts()).toEqual(before);

      await individual(machine); // the machine's wallet logs in once: it is registered
      const approved = await decide('ACCEPTED');
      expect(approved.json()).toEqual({ message: 'Approved successfully' });
      expect(
        (await membersOf(orgA)).some((m) => m.MemberDid === machine.did && m.TypeOfRole === 'Machine User'),
      ).toBe(true);
      expect((await decide('REJECTED')).statusCode).toBe(409);

      const other = await sent(await userInvite({ roleCode: '1005', did: newHolder().did }));
      expect((await decide('REJECTED', other.invitationCode)).json()).toEqual({
        message: 'Rejected successfully',
      });
      const rejected = (
        await call('GET', '/api/v1/invitations/role-machine-user?status=REJECTED', tok.provider)
      ).json<TInvitation[]>();
      expect(rejected.map((i) => i.invitationCode)).toEqual([other.invitationCode]);
    });

    it("refuses a malformed DID with the dialog's message", async () => {
      const res = await userInvite({ roleCode: '1005', did: 'did:web:example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json<TApiError>().error.fields).toMatchObject({ did: M.didInvalid });
    });
  });
});
