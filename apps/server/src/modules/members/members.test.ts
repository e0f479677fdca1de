import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as MM, type TMember, type TOrganisationUser } from '@sigil/core';
import { requestWalletToken } from '@sigil/wallet';
import { useTestApp } from '../../test/build-test-app';
import { createMember, createOrganisation } from '../../test/factories';
import { newHolder, type TestHolder, signInThrough } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import {
  newPairHolders,
  pairRequests,
  seatOrganisationPair,
  type PairLogin,
  type PairOrganisation as Org,
} from '../../test/organisation-pair';

/**
 * An organisation's members (spec §2 Admin and User Management, the /user screens): the two lists
 * the spec names, removal and changes by the organisation's admins, and key users.
 */
describe('members', () => {
  let orgA: Org;
  const holders = newPairHolders();
  const { adminA, userAdminA } = holders;
  let tok: Record<PairLogin, string>;
  let membership: Record<'adminA' | 'admin2A' | 'userAdminA', string>;
  let activeRole: string;
  let draftRole: string;

  const t = useTestApp({ providerDids: [holders.provider.did] });
  const signIn = (holder: TestHolder, membershipId: string) => signInThrough(t.app, holder, membershipId);
  beforeAll(async () => {
    ({ orgA, tok, membership, activeRole, draftRole } = await seatOrganisationPair(t, holders));
  });

  const { call, refusal, counts } = pairRequests(() => t);
  const membersOf = async (org: Org, token = tok.adminA) =>
    (await call('GET', `/api/accounts/${org.did}/members`, token)).json<TMember[]>();

  describe('the two lists', () => {
    it("/api/v1/users/ lists the members /api/accounts/{id}/members does, in the spec's smaller shape", async () => {
      const holder = await createMember(t.database.db, {
        organisationId: orgA.id,
        roleCode: null,
        schemeId: activeRole,
        name: 'Cal Custom',
      });
      const members = await membersOf(orgA);
      const users = (await call('GET', `/api/v1/users/?organizationDid=${orgA.did}`, tok.adminA)).json<
        TOrganisationUser[]
      >();
      expect(users.map((u) => u.MemberID)).toEqual(members.map((m) => m.MemberID));
      // A custom role: its scheme id in the members list, no system role code in the users list.
      expect(members.find((m) => m.MemberID === holder.id)).toMatchObject({
        RoleCode: activeRole,
        SchemeId: activeRole,
        TypeOfRole: 'Certified Auditor',
        KeyUser: false,
      });
      expect(users.find((u) => u.MemberID === holder.id)).toEqual({
        MemberID: holder.id,
        Name: 'Cal Custom',
        EmailId: holder.email,
        MemberDid: holder.memberDid,
        TypeOfRole: 'Certified Auditor',
        RoleCode: '',
        CreatedAt: holder.createdAt.toISOString(),
      });
      // A system role: the same record but for SchemeId and KeyUser.
      const { SchemeId, KeyUser, ...admin } = members.find((m) => m.MemberID === membership.adminA)!;
      expect({ SchemeId, KeyUser }).toEqual({ SchemeId: null, KeyUser: false });
      expect(users.find((u) => u.MemberID === membership.adminA)).toEqual(admin);
    });
  });

  describe('managed by their admins', () => {
    it('an Admin removes an admin-role member, whose next call is refused; never themselves or the last Admin', async () => {
      const victim = newHolder();
      const victimMembership = (
        await createMember(t.database.db, {
          organisationId: orgA.id,
          memberDid: victim.did,
          roleCode: '1030',
          name: 'Rhea',
        })
      ).id;
      const victimToken = await signIn(victim, victimMembership);
      expect(
        (await call('GET', `/api/v1/trustanchor/schemes?organizationDid=${orgA.did}`, victimToken))
          .statusCode,
      ).toBe(200);

      const byUserAdmin = await call(
        'DELETE',
        `/api/v1/members/${victimMembership}?memberDid=${victim.did}`,
        tok.userAdminA,
      );
      expect(byUserAdmin.statusCode).toBe(403);
      expect(refusal(byUserAdmin)).toBe(MM.adminRoleMember);
      const byOtherOrg = await call(
        'DELETE',
        `/api/v1/members/${victimMembership}?memberDid=${victim.did}`,
        tok.adminB,
      );
      expect(byOtherOrg.statusCode).toBe(404);
      const wrongDid = await call(
        'DELETE',
        `/api/v1/members/${victimMembership}?memberDid=${adminA.did}`,
        tok.adminA,
      );
      expect(wrongDid.statusCode).toBe(404);

      const removed = await call(
        'DELETE',
        `/api/v1/members/${victimMembership}?memberDid=${victim.did}`,
        tok.adminA,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      const next = await call('GET', `/api/v1/trustanchor/schemes?organizationDid=${orgA.did}`, victimToken);
      expect(next.statusCode).toBe(403);
      expect((await membersOf(orgA)).some((m) => m.MemberDid === victim.did)).toBe(false);

      const self = await call(
        'DELETE',
        `/api/v1/members/${membership.adminA}?memberDid=${adminA.did}`,
        tok.adminA,
      );
      expect(self.statusCode).toBe(403);
      expect(refusal(self)).toBe(MM.notYourself);
    });

    it('two Admins removing each other at once leave one Admin', async () => {
      const org = await createOrganisation(t.database.db, { businessName: 'Twin Admins' });
      const [x, y] = [newHolder(), newHolder()];
      const xm = (
        await createMember(t.database.db, { organisationId: org.id, memberDid: x.did, roleCode: '1001' })
      ).id;
      const ym = (
        await createMember(t.database.db, { organisationId: org.id, memberDid: y.did, roleCode: '1001' })
      ).id;
      const [xt, yt] = [await signIn(x, xm), await signIn(y, ym)];
      const results = await Promise.all([
        call('DELETE', `/api/v1/members/${ym}?memberDid=${y.did}`, xt),
        call('DELETE', `/api/v1/members/${xm}?memberDid=${x.did}`, yt),
      ]);
      // The second finds itself removed (403) or the other the last Admin (409): never both removed.
      const [first, second] = results.map((r) => r.statusCode).sort();
      expect(first).toBe(200);
      expect([403, 409]).toContain(second);
      expect(
        (await membersOf(org, results[0].statusCode === 200 ? xt : yt)).filter(
          (m) => m.TypeOfRole === 'Admin',
        ),
      ).toHaveLength(1);
    });

    it('a UserAdmin edits and removes user-role members, not admins', async () => {
      const person = newHolder();
      const personMembership = (
        await createMember(t.database.db, {
          organisationId: orgA.id,
          memberDid: person.did,
          roleCode: '1005',
          name: 'Bot',
        })
      ).id;
      const update = (payload: Record<string, unknown>, token = tok.userAdminA, did = person.did) =>
        call('PUT', `/api/accounts/${orgA.did}/members/${did}`, token, {
          memberId: personMembership,
          name: 'Robo',
          email: 'robo@example.test',
          roleCode: activeRole,
          ...payload,
        });
      const before = await counts();
      expect((await update({ roleCode: draftRole })).statusCode).toBe(409);
      expect((await update({ email: 'x@y..com' })).statusCode).toBe(400);
      expect((await update({}, tok.userAdminB)).statusCode).toBe(403);
      expect((await update({}, tok.adminA)).statusCode).toBe(403);
      expect(
        (
          await call('PUT', `/api/accounts/${orgA.did}/members/${userAdminA.did}`, tok.userAdminA, {
            memberId: membership.userAdminA,
            name: 'U',
            email: '',
            roleCode: '1005',
          })
        ).statusCode,
      ).toBe(403);
      expect(await counts()).toEqual(before);

      const updated = await update({});
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json<TMember>()).toMatchObject({
        Name: 'Robo',
        EmailId: 'robo@example.test',
        TypeOfRole: 'Certified Auditor',
        SchemeId: activeRole,
      });

      const byAdmin = await call(
        'DELETE',
        `/api/v1/members/${personMembership}?memberDid=${person.did}`,
        tok.adminA,
      );
      expect(byAdmin.statusCode).toBe(403);
      expect(refusal(byAdmin)).toBe(MM.otherRoleMember);
      expect(
        (await call('DELETE', `/api/v1/members/${personMembership}?memberDid=${person.did}`, tok.userAdminA))
          .statusCode,
      ).toBe(200);
    });

    it("organisation B cannot read A's members; the provider can", async () => {
      expect((await call('GET', `/api/accounts/${orgA.did}/members`, tok.adminB)).statusCode).toBe(403);
      expect((await membersOf(orgA, tok.provider)).length).toBeGreaterThan(2);
    });
  });

  describe('key users', () => {
    it('registers a DID made elsewhere as a Machine User key user, which can then log in', async () => {
      const { secp256k1 } = await import('@noble/curves/secp256k1');
      const { bytesToHex } = await import('@noble/hashes/utils');
      const service = newHolder();
      const publicKey = bytesToHex(secp256k1.getPublicKey(service.privateKey, true));
      const create = (payload: Record<string, unknown>, token = tok.userAdminA) =>
        call('POST', '/api/v1/key-users', token, {
          name: 'Billing service',
          publicKey,
          did: service.did,
          ...payload,
        });

      const before = await counts();
      expect((await create({ did: newHolder().did })).statusCode).toBe(400);
      expect((await create({}, tok.adminA)).statusCode).toBe(403);
      expect((await create({ name: '' })).statusCode).toBe(400);
      expect(await counts()).toEqual(before);

      const created = await create({});
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<TMember>()).toMatchObject({
        MemberDid: service.did,
        TypeOfRole: 'Machine User',
        KeyUser: true,
        Name: 'Billing service',
      });
      expect((await create({})).statusCode).toBe(409);

      const { token } = await requestWalletToken({
        privateKey: service.privateKey,
        baseUrl: t.config.publicUrl,
        fetchImpl: injectFetch(t.app),
      });
      expect(token.split('.')).toHaveLength(3);
    });
  });
});
