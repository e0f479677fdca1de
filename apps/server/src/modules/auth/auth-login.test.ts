import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerQr, parseQr, publicKeyForPrivateKey } from '@sigil/wallet';
import { permissionsOf, type TAuthPollResponse } from '@sigil/core';
import { bytesToHex } from '@noble/hashes/utils';
import { activities } from '../../db/schema/index';
import { useTestApp } from '../../test/build-test-app';
import { createEnrolmentRequest, createMember, createOrganisation } from '../../test/factories';
import { injectFetch } from '../../test/inject-fetch';
import { answer, loginWithWallet, newHolder, poll, startRequest } from '../../test/holders';

describe('QR login through the wallet protocol', () => {
  const provider = newHolder();

  const t = useTestApp({ providerDids: [provider.did] });

  it('logs an individual in: the wallet answers, the console polls and gets the token once', async () => {
    const holder = newHolder();
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    expect(await (await poll(t.app, created)).json()).toEqual({ status: 'PENDING' });

    const qr = parseQr(created.qr);
    expect(qr).toMatchObject({
      v: 1,
      kind: 'auth',
      intent: 'login',
      mode: 'individual',
      aud: 'http://sigil.test',
    });
    expect(qr.endpoint).toBe('http://sigil.test/api/v1/auth/response');
    expect(created.qr).not.toContain(created.pollSecret);

    const sent = await answerQr({
      privateKey: holder.privateKey,
      qr,
      approve: true,
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      fetchImpl: injectFetch(t.app),
    });
    expect(sent.response).toEqual({ status: 'COMPLETED' });

    const completed = (await poll(t.app, created)).json<TAuthPollResponse>();
    expect(completed.status).toBe('COMPLETED');
    expect(completed.token?.split('.')).toHaveLength(3);
    expect(completed.profile).toMatchObject({
      did: holder.did,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      mode: 'individual',
    });

    const again = await poll(t.app, created);
    expect(again.statusCode).toBe(410);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${completed.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ did: holder.did, mode: 'individual' });
  });

  it('registers a holder on its first answer, with its public key and a REGISTER activity', async () => {
    const holder = newHolder();
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/identities/${holder.did}` });
    expect(before.json()).toMatchObject({ did: holder.did, registered: false, publicKey: null });

    await loginWithWallet(t.app, holder, 'individual', { name: 'Grace' });
    await loginWithWallet(t.app, holder, 'individual');

    const record = await t.app.inject({ method: 'GET', url: `/api/v1/identities/${holder.did}` });
    expect(record.json()).toMatchObject({
      registered: true,
      publicKey: bytesToHex(publicKeyForPrivateKey(holder.privateKey)),
      profile: { name: 'Grace' },
      other: { endorsements: [] },
    });
    const registered = await t.database.db.select().from(activities).where(eq(activities.did, holder.did));
    expect(registered.map((a) => a.type)).toEqual(['REGISTER']);
  });

  it('records a denial from the wallet as REJECTED', async () => {
    const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
    const res = await answer(t.app, newHolder(), created, { approve: false });
    expect(res.json()).toEqual({ status: 'REJECTED', reason: 'DENIED_BY_HOLDER' });
    expect((await poll(t.app, created)).json()).toEqual({ status: 'REJECTED', reason: 'DENIED_BY_HOLDER' });
  });

  describe('organisation login', () => {
    it('refuses a DID without any membership', async () => {
      const result = await loginWithWallet(t.app, newHolder(), 'organisation');
      expect(result).toEqual({ status: 'REJECTED', reason: 'NOT_ORGANISATION_ADMIN' });
    });

    it("says so when the DID's own organisation signup awaits review, or was rejected", async () => {
      const holder = newHolder();
      const signup = (status: 'INVITED' | 'REJECTED') =>
        createEnrolmentRequest(t.database.db, { requesterDid: holder.did, status });
      await signup('REJECTED');
      expect(await loginWithWallet(t.app, holder, 'organisation')).toEqual({
        status: 'REJECTED',
        reason: 'ENROLMENT_REJECTED',
      });
      // A newer signup decides: it is awaiting the provider's review.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await signup('INVITED');
      expect(await loginWithWallet(t.app, holder, 'organisation')).toEqual({
        status: 'REJECTED',
        reason: 'ENROLMENT_PENDING',
      });
    });

    it('refuses a member whose role is not Admin, UserAdmin or RoleAdmin', async () => {
      const holder = newHolder();
      const org = await createOrganisation(t.database.db);
      await createMember(t.database.db, { organisationId: org.id, memberDid: holder.did, roleCode: '1005' });
      const result = await loginWithWallet(t.app, holder, 'organisation');
      expect(result).toEqual({ status: 'REJECTED', reason: 'NOT_ORGANISATION_ADMIN' });
    });

    it('selects the only admin membership and offers its permissions', async () => {
      const holder = newHolder();
      const org = await createOrganisation(t.database.db, { businessName: 'Acme Trust' });
      const member = await createMember(t.database.db, {
        organisationId: org.id,
        memberDid: holder.did,
        roleCode: '1020',
      });
      const result = await loginWithWallet(t.app, holder, 'organisation');
      expect(result.status).toBe('COMPLETED');
      expect(result.profile).toMatchObject({
        mode: 'organisation',
        roles: [
          {
            enrollmentID: org.id,
            enrolledOrg: 'Acme Trust',
            organizationDid: org.did,
            type: 'UserAdmin',
            membershipId: member.id,
          },
        ],
        selectedAccount: { id: org.did, type: 'UserAdmin', membershipId: member.id },
        organisation: { did: org.did, businessName: 'Acme Trust' },
      });
      const auth = { authorization: `Bearer ${result.token}` };
      const permissions = await t.app.inject({
        method: 'GET',
        url: `/api/v1/trustanchor/membershiproles/permissions?memberId=${member.id}`,
        headers: auth,
      });
      expect(permissions.json().permissions).toMatchObject({
        'invitations:create-user': true,
        'users:manage': true,
      });
      expect(permissions.json().permissions).not.toHaveProperty('invitations:create-admin');
      expect(permissions.json()).toEqual({
        memberId: member.id,
        roleType: 'UserAdmin',
        permissions: permissionsOf('UserAdmin'),
      });

      const someoneElses = await createMember(t.database.db, { organisationId: org.id });
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/v1/trustanchor/membershiproles/permissions?memberId=${someoneElses.id}`,
        headers: auth,
      });
      expect(refused.statusCode).toBe(403);
    });

    it('lets a holder with several memberships pick one', async () => {
      const holder = newHolder();
      const first = await createOrganisation(t.database.db, { businessName: 'First Org' });
      const second = await createOrganisation(t.database.db, { businessName: 'Second Org' });
      const firstMembership = await createMember(t.database.db, {
        organisationId: first.id,
        memberDid: holder.did,
        roleCode: '1001',
      });
      const chosen = await createMember(t.database.db, {
        organisationId: second.id,
        memberDid: holder.did,
        roleCode: '1030',
      });

      const result = await loginWithWallet(t.app, holder, 'organisation');
      expect(result.profile?.roles).toHaveLength(2);
      expect(result.profile?.selectedAccount).toBeNull();

      const picked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/select-account',
        headers: { authorization: `Bearer ${result.token}` },
        payload: { membershipId: chosen.id },
      });
      expect(picked.statusCode).toBe(200);
      const session = picked.json<{ token: string; profile: { selectedAccount: unknown } }>();
      expect(session.profile.selectedAccount).toEqual({
        id: second.did,
        type: 'RoleAdmin',
        membershipId: chosen.id,
      });

      const oldToken = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${result.token}` },
      });
      expect(oldToken.statusCode).toBe(401);

      const notMine = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/select-account',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { membershipId: (await createMember(t.database.db, { organisationId: first.id })).id },
      });
      expect(notMine.statusCode).toBe(403);

      // Switching organisation from the current session: a membership the DID holds gives a token
      // for it; one it does not hold never does, and the session in use stays valid.
      const switched = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/select-account',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { membershipId: firstMembership.id },
      });
      expect(switched.statusCode).toBe(200);
      const back = switched.json<{ token: string; profile: { selectedAccount: unknown } }>();
      expect(back.profile.selectedAccount).toMatchObject({ id: first.did, membershipId: firstMembership.id });
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/select-account',
        headers: { authorization: `Bearer ${back.token}` },
        payload: { membershipId: randomUUID() },
      });
      expect(foreign.statusCode).toBe(403);
      const stillValid = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${back.token}` },
      });
      expect(stillValid.statusCode).toBe(200);
    });
  });

  describe('provider login', () => {
    it('accepts a DID listed in PROVIDER_DIDS', async () => {
      const result = await loginWithWallet(t.app, provider, 'provider');
      expect(result.status).toBe('COMPLETED');
      expect(result.profile).toMatchObject({ did: provider.did, mode: 'provider' });
    });

    it('refuses any other DID', async () => {
      expect(await loginWithWallet(t.app, newHolder(), 'provider')).toEqual({
        status: 'REJECTED',
        reason: 'NOT_PROVIDER',
      });
    });
  });
});
