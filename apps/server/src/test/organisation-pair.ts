import type { TApiError } from '@sigil/core';
import { orgSchemes } from '../db/schema/index';
import { bearer, providerToken } from './enrolment';
import type { TestApp } from './build-test-app';
import { createMember, createOrganisation, createSigningOrganisation } from './factories';
import { newHolder, signInThrough, type TestHolder } from './holders';
import { rowCounts } from './row-counts';

export type PairLogin = 'adminA' | 'admin2A' | 'userAdminA' | 'adminB' | 'userAdminB' | 'provider';
export type PairOrganisation = Awaited<ReturnType<typeof createOrganisation>>;

/** The people of an organisation pair; the app must list `provider.did` in providerDids. */
export function newPairHolders(): Record<PairLogin, TestHolder> {
  return {
    provider: newHolder(),
    adminA: newHolder(),
    admin2A: newHolder(),
    userAdminA: newHolder(),
    adminB: newHolder(),
    userAdminB: newHolder(),
  };
}

/**
 * Two organisations as the invitation and member tests meet them: A, Northwind Traders (which
 * signs endorsements), with two Admins and a UserAdmin, and two custom roles, one active and one
 * still a draft; B, Southwind Shipping, with an Admin and a UserAdmin. Everyone signed in, the
 * provider too.
 */
export async function seatOrganisationPair(t: TestApp, holders: Record<PairLogin, TestHolder>) {
  const db = t.database.db;
  const orgA = await createSigningOrganisation(t, { businessName: 'Northwind Traders' });
  const orgB = await createOrganisation(db, { businessName: 'Southwind Shipping' });
  const member = (org: PairOrganisation, holder: TestHolder, roleCode: string, name: string, email = '') =>
    createMember(db, { organisationId: org.id, memberDid: holder.did, roleCode, name, email });
  const signIn = (holder: TestHolder, membershipId: string) => signInThrough(t.app, holder, membershipId);
  const membership = {
    adminA: (await member(orgA, holders.adminA, '1001', 'Ada Admin', 'ada@northwind.test')).id,
    admin2A: (await member(orgA, holders.admin2A, '1001', 'Abe Admin')).id,
    userAdminA: (await member(orgA, holders.userAdminA, '1020', 'Uma UserAdmin')).id,
  };
  const adminBM = (await member(orgB, holders.adminB, '1001', 'Bea')).id;
  const userAdminBM = (await member(orgB, holders.userAdminB, '1020', 'Bob')).id;
  const tok: Record<PairLogin, string> = {
    adminA: await signIn(holders.adminA, membership.adminA),
    admin2A: await signIn(holders.admin2A, membership.admin2A),
    userAdminA: await signIn(holders.userAdminA, membership.userAdminA),
    adminB: await signIn(holders.adminB, adminBM),
    userAdminB: await signIn(holders.userAdminB, userAdminBM),
    provider: await providerToken(t.app, holders.provider),
  };
  const role = async (name: string, status: string) =>
    (
      await db
        .insert(orgSchemes)
        .values({
          organisationId: orgA.id,
          name,
          status,
          createdByDid: holders.adminA.did,
          createdByName: 'Ada',
          editedByDid: holders.adminA.did,
          editedByName: 'Ada',
          makerMemberId: membership.adminA,
        })
        .returning({ id: orgSchemes.id })
    )[0]!.id;
  const activeRole = await role('Certified Auditor', 'APPROVED');
  const draftRole = await role('Draft Role', 'CREATED');
  return { orgA, orgB, membership, tok, activeRole, draftRole };
}

/** Requests as one of the pair, a refusal's message, and the rows a refused one must leave as they were. */
export function pairRequests(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    app().app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const refusal = (res: Awaited<ReturnType<typeof call>>) => res.json<TApiError>().error.message;
  const counts = () =>
    rowCounts(app().database.db, ['invitations', 'members', 'identities', 'mail_outbox'], {
      live: ['members'],
    });
  return { call, refusal, counts };
}
