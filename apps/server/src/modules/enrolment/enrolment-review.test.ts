import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1';
import { didFromPublicKey, type TEnrolmentRequestItem, type TOrganisationDetail } from '@sigil/core';
import { enrolmentRequests, members, organisations } from '../../db/schema/index';
import { decryptPrivateKey, loadMasterKey } from '../../lib/org-keys';
import { useTestApp } from '../../test/build-test-app';
import {
  bearer,
  decide,
  listEnrolments,
  providerToken,
  signupFields,
  signupThroughWallet,
} from '../../test/enrolment';
import { createEnrolmentRequest, createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';

describe('provider review of enrollment requests', () => {
  let provider: string;
  const providerHolder = newHolder();

  const t = useTestApp({ providerDids: [providerHolder.did] });
  beforeAll(async () => {
    provider = await providerToken(t.app, providerHolder);
  });

  const organisationCount = async () =>
    (await t.database.db.select({ n: count() }).from(organisations))[0]!.n;
  const requestRow = async (id: string) =>
    (await t.database.db.select().from(enrolmentRequests).where(eq(enrolmentRequests.id, id)))[0]!;

  it('lists requests newest first, filtered by status (trimmed, any case) and organisation name', async () => {
    const tag = `Filterable ${Date.now()}`;
    const older = await createEnrolmentRequest(t.database.db, {
      orgName: `${tag} Alpha`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createEnrolmentRequest(t.database.db, { orgName: `${tag} Beta`, status: 'ACCEPTED' });

    const all = await listEnrolments(
      t.app,
      provider,
      `?orgName=${encodeURIComponent(`  ${tag.toLowerCase()} `)}`,
    );
    expect(all.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(all.map((r) => [r.status, r.isApproved])).toEqual([
      ['ACCEPTED', 'true'],
      ['INVITED', ''],
    ]);

    const accepted = await listEnrolments(
      t.app,
      provider,
      `?status=${encodeURIComponent(' accepted ')}&orgName=${encodeURIComponent(tag)}`,
    );
    expect(accepted.map((r) => r.id)).toEqual([newer.id]);
    const blank = await listEnrolments(t.app, provider, `?status=&orgName=${encodeURIComponent(tag)}`);
    expect(blank).toHaveLength(2);
    const withoutSlash = await t.app.inject({
      method: 'GET',
      url: `/api/invite/invitations?orgName=${encodeURIComponent(tag)}`,
      headers: bearer(provider),
    });
    expect(withoutSlash.json()).toHaveLength(2);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/invite/invitations/?status=MAYBE',
      headers: bearer(provider),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: 'Status must be INVITED, ACCEPTED or REJECTED' });
  });

  it('approves: a new organisation with its own DID, the requester as Admin who can then log in', async () => {
    const fields = signupFields({ orgName: 'Approved Holdings', contactEmail: 'Desk@Approved.Example' });
    const { holder } = await signupThroughWallet(t.app, fields, undefined, {
      name: 'Ada Admin',
      email: 'ada@approved.example',
    });
    const [pending] = await listEnrolments(t.app, provider, '?orgName=Approved Holdings');

    const res = await decide(t.app, provider, pending!.id, 'approve', {
      features: ['endorsements', 'schemes'],
    });
    expect(res.statusCode).toBe(200);
    const item = res.json<TEnrolmentRequestItem>();
    expect(item).toMatchObject({
      id: pending!.id,
      status: 'ACCEPTED',
      isApproved: 'true',
      requesterDid: holder.did,
    });
    expect(item.organisationDid).toMatch(/^did:sigil:0x[0-9a-f]{40}$/);
    expect(item.decidedAt).not.toBeNull();
    const orgDid = item.organisationDid!;

    const [org] = await t.database.db.select().from(organisations).where(eq(organisations.did, orgDid));
    expect(org).toMatchObject({
      businessName: 'Approved Holdings',
      email: 'desk@approved.example',
      contactNumber: fields.contactNumber,
      countryOfIncorporation: fields.countryOfIncorporation,
      orgRegNumber: fields.orgRegNumber,
      corporateWebsite: fields.corporateWebsite,
      mailingAddress1: fields.mailingAddress1,
      createdByDid: holder.did,
      enrolmentRequestId: pending!.id,
      // Known codes, each once, in the catalogue's order.
      features: ['schemes', 'endorsements'],
    });
    const privateKey = decryptPrivateKey(loadMasterKey(t.config.dataDir), orgDid, org!.encryptedKey);
    expect(didFromPublicKey(secp256k1.getPublicKey(privateKey, false), 'sigil')).toBe(orgDid);

    const admins = await t.database.db.select().from(members).where(eq(members.organisationId, org!.id));
    expect(admins).toMatchObject([
      { memberDid: holder.did, roleCode: '1001', name: 'Ada Admin', email: 'ada@approved.example' },
    ]);

    const identity = await t.app.inject({ method: 'GET', url: `/api/v1/identities/${orgDid}` });
    expect(identity.json()).toMatchObject({
      did: orgDid,
      registered: true,
      publicKey: expect.stringMatching(/^04/),
    });

    const login = await loginWithWallet(t.app, holder, 'organisation');
    expect(login.status).toBe('COMPLETED');
    expect(login.profile?.selectedAccount).toMatchObject({ id: orgDid, type: 'Admin' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${orgDid}`,
      headers: bearer(login.token),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<TOrganisationDetail>()).toMatchObject({
      AccountDid: orgDid,
      BusinessName: 'Approved Holdings',
      Status: 'ACTIVE',
      Member: {
        MemberDid: holder.did,
        RoleCode: '1001',
        RoleType: 'Admin',
        TypeOfRole: 'Admin',
        AccountDid: orgDid,
      },
    });
  });

  it('rejects: the request reads Rejected and no organisation is created', async () => {
    const pending = await createEnrolmentRequest(t.database.db);
    const before = await organisationCount();
    const res = await decide(t.app, provider, pending.id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pending.id,
      status: 'REJECTED',
      isApproved: 'false',
      organisationDid: null,
    });
    expect(await organisationCount()).toBe(before);
  });

  it('decides a request only once and changes nothing on a second decision', async () => {
    const pending = await createEnrolmentRequest(t.database.db);
    expect((await decide(t.app, provider, pending.id, 'approve')).statusCode).toBe(200);
    const decided = await requestRow(pending.id);
    const before = await organisationCount();

    for (const type of ['approve', 'reject'] as const) {
      const again = await decide(t.app, provider, pending.id, type);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: { code: 'CONFLICT', message: 'This request has already been decided' },
      });
    }
    expect(await requestRow(pending.id)).toEqual(decided);
    expect(await organisationCount()).toBe(before);
  });

  it('creates exactly one organisation when two providers approve at once', async () => {
    const pending = await createEnrolmentRequest(t.database.db);
    const before = await organisationCount();
    const results = await Promise.all([
      decide(t.app, provider, pending.id, 'approve'),
      decide(t.app, provider, pending.id, 'approve'),
      decide(t.app, provider, pending.id, 'reject'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json<TEnrolmentRequestItem>();
    expect(await organisationCount()).toBe(before + (winner.status === 'ACCEPTED' ? 1 : 0));
    const orgs = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.enrolmentRequestId, pending.id));
    expect(orgs).toHaveLength(winner.status === 'ACCEPTED' ? 1 : 0);
  });

  it('answers an unknown request with 404 and a mismatched or malformed decision with 400', async () => {
    const unknown = await decide(t.app, provider, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect((await decide(t.app, provider, 'not-a-uuid', 'approve')).statusCode).toBe(404);

    const pending = await createEnrolmentRequest(t.database.db);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/invite/invitations/${pending.id}`,
      headers: bearer(provider),
      payload: { id: '00000000-0000-4000-8000-000000000000', type: 'approve' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('The id in the body must match the request in the path');

    const badType = await t.app.inject({
      method: 'POST',
      url: `/api/invite/invitations/${pending.id}`,
      headers: bearer(provider),
      payload: { id: pending.id, type: 'maybe' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields).toEqual({ type: "type must be 'approve' or 'reject'" });
    const longReason = await decide(t.app, provider, pending.id, 'reject', { reason: 'x'.repeat(501) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().error.fields).toEqual({ reason: 'A reason must be at most 500 characters' });
    expect((await requestRow(pending.id)).status).toBe('INVITED');
  });

  it('refuses every provider call without a token (401) and to individuals and organisations (403)', async () => {
    const pending = await createEnrolmentRequest(t.database.db);
    const individual = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
    const orgHolder = newHolder();
    const org = await createOrganisation(t.database.db);
    await createMember(t.database.db, { organisationId: org.id, memberDid: orgHolder.did, roleCode: '1001' });
    const organisation = (await loginWithWallet(t.app, orgHolder, 'organisation')).token!;

    const calls = [
      { method: 'GET' as const, url: '/api/invite/invitations/' },
      { method: 'GET' as const, url: '/api/invite/invitations?status=INVITED' },
      {
        method: 'POST' as const,
        url: `/api/invite/invitations/${pending.id}`,
        payload: { id: pending.id, type: 'approve' },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const token of [individual, organisation]) {
        const res = await t.app.inject({ ...call, headers: bearer(token) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
      // The x-auth-token header of the invitation service (spec §7) works as well.
      if (call.method === 'GET')
        expect((await t.app.inject({ ...call, headers: { 'x-auth-token': provider } })).statusCode).toBe(200);
    }
    expect((await requestRow(pending.id)).status).toBe('INVITED');
  });
});
