import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthRequestCreated, TEndorsement, TPresentationPoll } from '@sigil/core';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import {
  endorsedStandardWallet,
  endorsingOrganisation,
  type EndorsingOrganisation,
} from '../../test/endorsing-organisation';
import { loginWithWallet, newHolder } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import { newStandardWallet, presentCredential, type StandardWallet } from '../../test/standard-wallet';

/**
 * "Verify a person": an organisation's Admin asks; the holder's standard wallet (the OpenWallet
 * Foundation's OpenID4VP client) presents an endorsement; the registry checks the presentation and
 * the chain, and the Admin reads each step.
 */
describe('verify a person: an endorsement presented by a standard wallet (OpenID4VP, DCQL)', () => {
  let t: TestApp;
  let org: EndorsingOrganisation;
  let other: EndorsingOrganisation;
  let wallet: StandardWallet;
  let endorsement: TEndorsement;
  let fetchFromServer: ReturnType<typeof injectFetch>;
  const provider = newHolder();

  const ask = async (token = org.adminTok) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/presentations', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAuthRequestCreated>();
  };
  const outcome = async (created: TAuthRequestCreated, token = org.adminTok, secret = created.pollSecret) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/presentations/${created.txid}`,
      headers: { ...bearer(token), 'x-poll-secret': secret },
    });
  const found = async (created: TAuthRequestCreated) => (await outcome(created)).json<TPresentationPoll>();
  const steps = (result: TPresentationPoll) =>
    result.verification?.steps.map((step) => `${step.step}:${step.outcome}`) ?? [];

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [provider.did] });
    fetchFromServer = injectFetch(t.app);
    org = await endorsingOrganisation(t, provider, {
      orgName: 'Presenting Guild',
      roleName: 'Site Inspector',
    });
    other = await endorsingOrganisation(t, provider, { orgName: 'Another Verifier', roleName: 'Clerk' });
    ({ wallet, endorsement } = await endorsedStandardWallet(t, org, 'jwk'));
  });
  afterAll(() => t.close());

  it('checks the presentation and the whole chain, and tells the Admin each step', async () => {
    const created = await ask(other.adminTok);
    expect(created.qr).toMatch(/^openid4vp:\/\/\?client_id=decentralized_identifier%3Adid%3Asigil%3A0x/);
    expect(await (await outcome(created, other.adminTok)).json()).toEqual({ status: 'PENDING' });

    const answered = await presentCredential(wallet, created.qr, endorsement.jwt, fetchFromServer);
    expect(answered).toEqual({ status: 200, body: { status: 'COMPLETED' } });
    const result = (await outcome(created, other.adminTok)).json<TPresentationPoll>();
    expect(result.verification).toMatchObject({
      verified: true,
      presented: true,
      holder: wallet.did,
      issuer: org.organisationDid,
      role: 'Site Inspector',
    });
    expect(steps(result)).toEqual([
      'presentation:presented',
      'signature:signed',
      'status:notRevoked',
      'accreditation:accredited',
      'accreditationStatus:notRevoked',
      'registry:trustedRegistry',
    ]);
    // One answer only.
    const again = await presentCredential(wallet, created.qr, endorsement.jwt, fetchFromServer).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(Error);
  });

  it('does not take a presentation by another holder, or one made for another request', async () => {
    const thief = await newStandardWallet('key');
    const stolen = await ask();
    expect((await presentCredential(thief, stolen.qr, endorsement.jwt, fetchFromServer)).status).toBe(200);
    const byThief = await found(stolen);
    expect(byThief.verification).toMatchObject({ verified: false, presented: false });
    expect(steps(byThief)).toEqual(['presentation:otherHolder']);

    const replayed = await ask();
    expect(
      (await presentCredential(wallet, replayed.qr, endorsement.jwt, fetchFromServer, { nonce: 'old' }))
        .status,
    ).toBe(200);
    expect(steps(await found(replayed))).toEqual(['presentation:badPresentation']);
  });

  it('hears a holder decline, and keeps each request to its own organisation', async () => {
    const created = await ask();
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/presentations/response',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${created.txid}&error=access_denied`,
    });
    expect(declined.json()).toEqual({ status: 'REJECTED' });
    expect(await found(created)).toEqual({ status: 'REJECTED', reason: 'access_denied' });

    expect((await outcome(created, other.adminTok)).statusCode).toBe(404);
    expect((await outcome(created, org.adminTok, 'wrong-secret')).statusCode).toBe(403);
    const individual = (await loginWithWallet(t.app, newHolder(), 'individual')).token!;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/presentations',
      headers: bearer(individual),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('says Revoked once the organisation revokes the endorsement', async () => {
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/endorsements/${endorsement.memberId}?memberDid=${encodeURIComponent(wallet.did)}`,
      headers: bearer(org.adminTok),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const created = await ask();
    await presentCredential(wallet, created.qr, endorsement.jwt, fetchFromServer);
    const result = await found(created);
    expect(result.verification).toMatchObject({ verified: false, presented: true });
    expect(steps(result)).toContain('status:revoked');
  });
});
