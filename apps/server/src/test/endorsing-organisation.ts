import { eq } from 'drizzle-orm';
import {
  ROLE_CODES,
  type TEndorsement,
  type TEnrolmentRequestItem,
  type TMembershipRequest,
} from '@sigil/core';
import { organisations, orgSchemes } from '../db/schema/index';
import type { TestApp } from './build-test-app';
import {
  bearer,
  decide,
  listEnrolments,
  providerToken,
  signupFields,
  signupThroughWallet,
} from './enrolment';
import { createMember } from './factories';
import { loginWithWallet, newHolder, poll, signInThrough, startRequest, type TestHolder } from './holders';
import { injectFetch } from './inject-fetch';
import { answerWithStandardWallet, newStandardWallet } from './standard-wallet';

export interface EndorsingOrganisation {
  organisationDid: string;
  providerTok: string;
  /** The Admin who signed the organisation up, and a second Admin who approves (four eyes). */
  adminTok: string;
  approverTok: string;
  /** The wallets behind the two Admins, and the second one's membership (to sign in again). */
  admin: TestHolder;
  approver: TestHolder;
  approverMembershipId: string;
  roleId: string;
  roleName: string;
}

/**
 * An organisation as the real flows make it, ready to endorse: signed up through the wallet,
 * approved (and so accredited) by the provider, with two Admins and an approved role.
 */
export async function endorsingOrganisation(
  t: TestApp,
  provider: TestHolder,
  names: { orgName: string; roleName: string },
): Promise<EndorsingOrganisation> {
  const providerTok = await providerToken(t.app, provider);
  const { holder: requester } = await signupThroughWallet(t.app, signupFields({ orgName: names.orgName }));
  const [pending] = await listEnrolments(t.app, providerTok, `?orgName=${encodeURIComponent(names.orgName)}`);
  const organisationDid = (
    await decide(t.app, providerTok, pending!.id, 'approve')
  ).json<TEnrolmentRequestItem>().organisationDid!;
  const [org] = await t.database.db
    .select()
    .from(organisations)
    .where(eq(organisations.did, organisationDid));
  const adminTok = (await loginWithWallet(t.app, requester, 'organisation')).token!;
  const approver = newHolder();
  const second = await createMember(t.database.db, {
    organisationId: org!.id,
    memberDid: approver.did,
    roleCode: ROLE_CODES.admin,
  });
  const approverTok = await signInThrough(t.app, approver, second.id);
  const [role] = await t.database.db
    .insert(orgSchemes)
    .values({
      organisationId: org!.id,
      name: names.roleName,
      status: 'APPROVED',
      createdByDid: requester.did,
      editedByDid: requester.did,
      makerMemberId: second.id,
    })
    .returning({ id: orgSchemes.id });
  return {
    organisationDid,
    providerTok,
    adminTok,
    approverTok,
    admin: requester,
    approver,
    approverMembershipId: second.id,
    roleId: role!.id,
    roleName: names.roleName,
  };
}

/** A holder (by an individual session) asks for the role; one Admin checks, the other approves. */
export async function endorse(
  t: TestApp,
  org: EndorsingOrganisation,
  holderTok: string,
): Promise<TEndorsement> {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const request = (
    await call('POST', `/api/v1/users/request-endorsement/${org.organisationDid}`, holderTok, {
      schemeId: org.roleId,
      values: {},
    })
  ).json<TMembershipRequest>();
  await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/check`, org.adminTok);
  const approved = await call('PUT', `/api/v1/trustanchor/orgschemes/${request.id}/approve`, org.approverTok);
  if (approved.statusCode !== 200)
    throw new Error(`approval refused: ${approved.statusCode} ${approved.body}`);
  const mine = (await call('GET', '/api/v1/endorsements/mine', holderTok)).json<TEndorsement[]>();
  return mine.find((endorsement) => endorsement.roleType === org.roleName)!;
}

/**
 * A person with a standard wallet (decision 0019): logged in as an individual with its did:key or
 * did:jwk through OpenID4VP, then endorsed by `org` under that DID.
 */
export async function endorsedStandardWallet(t: TestApp, org: EndorsingOrganisation, method: 'key' | 'jwk') {
  const wallet = await newStandardWallet(method);
  const login = await startRequest(t.app, { intent: 'login', mode: 'individual', protocol: 'openid4vp' });
  await answerWithStandardWallet(wallet, login.qr, injectFetch(t.app), { name: 'Kai Key' });
  const holderTok = (await poll(t.app, login)).json<{ token: string }>().token;
  return { wallet, holderTok, endorsement: await endorse(t, org, holderTok) };
}
