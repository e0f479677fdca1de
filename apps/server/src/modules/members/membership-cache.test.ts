import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ROLE_CODES } from '@sigil/core';
import { members } from '../../db/schema/index';
import { buildTestAppsSharingDatabase, useTestApp, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';
import { MembershipCache } from './membership-cache';
import type { MembershipRow } from './members.service';

const row = (membershipId: string): MembershipRow => ({
  membershipId,
  memberDid: 'did:sigil:0x1111111111111111111111111111111111111111',
  memberName: 'Alice',
  roleCode: ROLE_CODES.admin,
  roleType: 'Admin',
  organisationId: 'o-1',
  organisationDid: 'did:sigil:0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  businessName: 'Org A',
  logo: null,
  features: ['schemes'],
  organisationStatus: 'ACTIVE',
});

describe('the membership cache', () => {
  it('reads a live membership once, until it forgets or 30 s pass', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn((id: string) => Promise.resolve(row(id)));
      const cache = new MembershipCache(load);
      expect((await cache.membership('m-1'))?.memberName).toBe('Alice');
      await cache.membership('m-1');
      expect(load).toHaveBeenCalledTimes(1);
      cache.forget();
      await cache.membership('m-1');
      expect(load).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(30_001);
      await cache.membership('m-1');
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a read that was under way when it forgot: that read may predate the change', async () => {
    let finish: (value: MembershipRow) => void = () => undefined;
    const load = vi.fn(() => new Promise<MembershipRow>((resolve) => (finish = resolve)));
    const cache = new MembershipCache(load);
    const reading = cache.membership('m-1');
    cache.forget();
    finish(row('m-1'));
    await reading;
    load.mockImplementation(() => Promise.resolve(row('m-1')));
    await cache.membership('m-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('looks an ended membership up every time, and hands out rows nobody can change', async () => {
    const load = vi.fn((): Promise<MembershipRow | undefined> => Promise.resolve(undefined));
    const cache = new MembershipCache(load);
    expect(await cache.membership('gone')).toBeUndefined();
    expect(await cache.membership('gone')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    load.mockImplementation(() => Promise.resolve(row('m-2')));
    const shared = (await cache.membership('m-2'))!;
    expect(() => shared.features.push('endorsements')).toThrow(TypeError);
    expect(() => Object.assign(shared, { roleType: 'UserAdmin' })).toThrow(TypeError);
  });
});

/** A member's own organisation's member list: a call every member may make. */
const listCall = (organisationDid: string, token: string) =>
  ({ method: 'GET', url: `/api/accounts/${organisationDid}/members`, headers: bearer(token) }) as const;

describe('the access gate reads memberships through the cache and still stops a removed member at once', () => {
  const t = useTestApp();

  async function signedInMember(roleCode: string) {
    const organisation = await createOrganisation(t.database.db);
    const holder = newHolder();
    const membership = await createMember(t.database.db, {
      organisationId: organisation.id,
      memberDid: holder.did,
      roleCode,
    });
    const token = (await loginWithWallet(t.app, holder, 'organisation')).token!;
    return { organisation, holder, membership, token };
  }

  it('a membership ended in the database by anyone (another process, an operator) stops its token once the database announces it', async () => {
    const { organisation, membership, token } = await signedInMember(ROLE_CODES.roleAdmin);
    expect((await t.app.inject(listCall(organisation.did, token))).statusCode).toBe(200);
    expect((await t.app.inject(listCall(organisation.did, token))).statusCode).toBe(200);
    // Not through this app: only the database's notice can tell it.
    await t.database.db
      .update(members)
      .set({ deletedAt: sql`now()` })
      .where(eq(members.id, membership.id));
    await expect
      .poll(async () => (await t.app.inject(listCall(organisation.did, token))).statusCode, {
        timeout: 2_000,
        interval: 20,
      })
      .toBe(403);
  });

  it("a change of role in the database is the gate's next answer once announced", async () => {
    const { organisation, membership, token } = await signedInMember(ROLE_CODES.admin);
    // Only an Admin lists the admin invitations sent.
    const adminInvitations = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/invitations/orgroles/sent',
          headers: bearer(token),
        })
      ).statusCode;
    expect(await adminInvitations()).toBe(200);
    await t.database.db
      .update(members)
      .set({ roleCode: ROLE_CODES.roleAdmin })
      .where(eq(members.id, membership.id));
    await expect.poll(adminInvitations, { timeout: 2_000, interval: 20 }).toBe(403);
    expect((await t.app.inject(listCall(organisation.did, token))).statusCode).toBe(200);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'the membership cache across server processes (PostgreSQL)',
  () => {
    let apps: TestApp[] = [];
    afterAll(async () => {
      for (const app of apps.reverse()) await app.close();
    });

    it('an Admin removes a member through one process; the other refuses the member as soon as the notice arrives', async () => {
      apps = await buildTestAppsSharingDatabase(2, {}, ['sigil-a', 'sigil-b']);
      const [a, b] = apps as [TestApp, TestApp];
      const organisation = await createOrganisation(a.database.db);
      const admin = newHolder();
      const member = newHolder();
      await createMember(a.database.db, {
        organisationId: organisation.id,
        memberDid: admin.did,
        roleCode: ROLE_CODES.admin,
      });
      const membership = await createMember(a.database.db, {
        organisationId: organisation.id,
        memberDid: member.did,
        roleCode: ROLE_CODES.roleAdmin,
      });
      const adminToken = (await loginWithWallet(a.app, admin, 'organisation')).token!;
      const memberToken = (await loginWithWallet(b.app, member, 'organisation')).token!;
      expect((await b.app.inject(listCall(organisation.did, memberToken))).statusCode).toBe(200);

      const removed = await a.app.inject({
        method: 'DELETE',
        url: `/api/v1/members/${membership.id}?memberDid=${member.did}`,
        headers: bearer(adminToken),
      });
      expect(removed.statusCode).toBe(200);
      await expect
        .poll(async () => (await b.app.inject(listCall(organisation.did, memberToken))).statusCode, {
          timeout: 2_000,
          interval: 20,
        })
        .toBe(403);
    }, 30_000);
  },
);
