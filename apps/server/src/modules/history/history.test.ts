import { describe, expect, it } from 'vitest';
import type { TUserEventPage } from '@sigil/core';
import { useTestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';

describe('recent history (GET /api/v1/users/events)', () => {
  const t = useTestApp();
  const events = async (token: string, page?: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/events${page === undefined ? '' : `?page=${page}`}`,
      headers: bearer(token),
    });
    return { status: res.statusCode, body: res.json<TUserEventPage>() };
  };

  it('lists my logins newest first, ten a page, and nobody else’s', async () => {
    const me = newHolder();
    let token = '';
    for (let i = 0; i < 11; i++) token = (await loginWithWallet(t.app, me, 'individual')).token!;
    const first = await events(token);
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 10, total: 11, totalPages: 2 });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({
      kind: 'login',
      data: { mode: 'individual', organisationName: null },
    });
    const times = first.body.data.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await events(token, 2)).body.data).toHaveLength(1);
    expect((await events(token, 3)).body.data).toEqual([]);

    const other = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
    expect((await events(other)).body.pagination.total).toBe(1);
    expect((await events(token, 0)).status).toBe(400);
  });

  it('names the organisation of an organisation login', async () => {
    const admin = newHolder();
    const organisation = await createOrganisation(t.database.db, { businessName: 'History Ltd' });
    await createMember(t.database.db, {
      organisationId: organisation.id,
      memberDid: admin.did,
      roleCode: '1001',
    });
    const token = (await loginWithWallet(t.app, admin, 'organisation')).token!;
    expect((await events(token)).body.data[0]).toMatchObject({
      kind: 'login',
      data: { mode: 'organisation', organisationName: 'History Ltd' },
    });
  });
});
