import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQr, parseQr } from '@sigil/wallet';
import { VALIDATION_MESSAGES as M, type TAuthPollResponse, type TOrganisationSignupInput } from '@sigil/core';
import { authRequests, enrolmentRequests } from '../../db/schema/index';
import { useTestApp } from '../../test/build-test-app';
import { listEnrolments, providerToken, signupFields, signupThroughWallet } from '../../test/enrolment';
import { createEnrolmentRequest } from '../../test/factories';
import { answer, newHolder, poll, startRequest } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import { insertEnrolmentRequest } from './enrolment.repository';

const NAME_TAKEN = 'An organisation with this name is already registered or pending review';
const REG_TAKEN = 'An organisation with this registration number is already registered or pending review';

describe('organisation signup through the wallet', () => {
  let provider: string;
  const providerHolder = newHolder();

  const t = useTestApp({ providerDids: [providerHolder.did] });
  beforeAll(async () => {
    provider = await providerToken(t.app, providerHolder);
  });

  const requestSignup = (additionalParams: Partial<TOrganisationSignupInput>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/request', payload: { intent: 'orgsignup', additionalParams } });
  const countRows = async () => ({
    enrolments: (await t.database.db.select({ n: count() }).from(enrolmentRequests))[0]!.n,
    authRequests: (await t.database.db.select({ n: count() }).from(authRequests))[0]!.n,
  });

  it('records a pending request the provider sees, once the holder agrees in the wallet', async () => {
    const fields = signupFields({ orgName: 'Acme Pte Ltd', contactEmail: 'Ops@Acme.Example' });
    const holder = newHolder();
    const created = await startRequest(t.app, { intent: 'orgsignup', additionalParams: fields });
    const qr = parseQr(created.qr);
    expect(qr).toMatchObject({ intent: 'orgsignup', org: { name: 'Acme Pte Ltd' } });
    expect(qr.mode).toBeUndefined();
    expect((await poll(t.app, created)).json()).toEqual({ status: 'PENDING' });

    const sent = await answerQr({
      privateKey: holder.privateKey,
      qr,
      approve: true,
      name: 'Rita Requester',
      email: 'Rita@Acme.Example',
      fetchImpl: injectFetch(t.app),
    });
    expect(sent.response).toEqual({ status: 'COMPLETED' });
    expect((await poll(t.app, created)).json<TAuthPollResponse>()).toMatchObject({ status: 'COMPLETED' });

    const [item] = await listEnrolments(t.app, provider, '?orgName=acme pte');
    expect(item).toEqual({
      id: expect.any(String),
      orgName: 'Acme Pte Ltd',
      contactEmail: 'ops@acme.example',
      contactNumber: fields.contactNumber,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      isApproved: '',
      status: 'INVITED',
      countryOfIncorporation: 'Singapore',
      orgRegNumber: fields.orgRegNumber,
      corporateWebsite: fields.corporateWebsite,
      mailingAddress1: fields.mailingAddress1,
      requesterDid: holder.did,
      organisationDid: null,
      decidedAt: null,
      additionalParams: { name: 'Rita Requester', email: 'rita@acme.example', corporateWebsite: fields.corporateWebsite },
    });
  });

  it('records nothing when the holder declines in the wallet', async () => {
    const fields = signupFields();
    const created = await startRequest(t.app, { intent: 'orgsignup', additionalParams: fields });
    const res = await answer(t.app, newHolder(), created, { approve: false });
    expect(res.json()).toEqual({ status: 'REJECTED', reason: 'DENIED_BY_HOLDER' });
    expect(await listEnrolments(t.app, provider, `?orgName=${encodeURIComponent(fields.orgName)}`)).toEqual([]);
  });

  it('refuses every invalid field with the spec message and creates nothing', async () => {
    const before = await countRows();
    const blank = await requestSignup({
      orgName: ' ',
      contactEmail: '',
      contactNumber: '',
      orgRegNumber: '',
      corporateWebsite: '',
      mailingAddress1: '',
      countryOfIncorporation: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.values(blank.json<{ error: { fields: Record<string, string> } }>().error.fields).sort()).toEqual(
      [
        M.orgNameRequired,
        M.contactEmailRequired,
        M.contactNumberRequired,
        M.orgRegNumberRequired,
        M.corporateWebsiteRequired,
        M.mailingAddressRequired,
        M.countryRequired,
      ].sort(),
    );

    const malformed = await requestSignup(signupFields({ contactEmail: 'not-an-email', contactNumber: '+65 1234 567' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'additionalParams.contactEmail': M.contactEmailInvalid, 'additionalParams.contactNumber': M.contactNumberTooShort },
      },
    });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a name or registration number already pending, at request time (any case, spaces), naming the field', async () => {
    const pending = signupFields();
    await signupThroughWallet(t.app, pending);
    const before = await countRows();

    const sameName = await requestSignup(signupFields({ orgName: `  ${pending.orgName.toUpperCase()} ` }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      error: { code: 'CONFLICT', message: NAME_TAKEN, fields: { 'additionalParams.orgName': NAME_TAKEN } },
    });

    const sameReg = await requestSignup(signupFields({ orgRegNumber: pending.orgRegNumber.toLowerCase() }));
    expect(sameReg.statusCode).toBe(409);
    expect(sameReg.json().error).toMatchObject({ message: REG_TAKEN, fields: { 'additionalParams.orgRegNumber': REG_TAKEN } });
    expect(await countRows()).toEqual(before);
  });

  it('refuses an approved organisation again, but lets a rejected one sign up anew', async () => {
    const approved = await createEnrolmentRequest(t.database.db, { status: 'ACCEPTED' });
    const refused = await requestSignup(signupFields({ orgName: approved.orgName }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(NAME_TAKEN);

    const rejected = await createEnrolmentRequest(t.database.db, { status: 'REJECTED' });
    const again = signupFields({ orgName: rejected.orgName, orgRegNumber: rejected.orgRegNumber });
    const { polled } = await signupThroughWallet(t.app, again);
    expect(polled.status).toBe('COMPLETED');
    const rows = await t.database.db.select().from(enrolmentRequests).where(eq(enrolmentRequests.orgName, rejected.orgName));
    expect(rows.map((r) => r.status).sort()).toEqual(['INVITED', 'REJECTED']);
  });

  it('refuses the second of two signups for one organisation when both QR codes were issued first', async () => {
    const fields = signupFields();
    const first = await startRequest(t.app, { intent: 'orgsignup', additionalParams: fields });
    const second = await startRequest(t.app, { intent: 'orgsignup', additionalParams: { ...fields, contactEmail: 'other@x.example' } });
    expect((await answer(t.app, newHolder(), first)).json()).toEqual({ status: 'COMPLETED' });

    const late = await answer(t.app, newHolder(), second);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ status: 'REJECTED', reason: 'DUPLICATE_ORGANISATION', message: NAME_TAKEN });
    // The console waiting on that QR code learns it at once, instead of polling until it expires.
    expect((await poll(t.app, second)).json()).toEqual({ status: 'REJECTED', reason: 'DUPLICATE_ORGANISATION', message: NAME_TAKEN });
    expect(await listEnrolments(t.app, provider, `?orgName=${encodeURIComponent(fields.orgName)}`)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous signups for one organisation through', async () => {
    const fields = signupFields();
    const created = await Promise.all([0, 1].map(() => startRequest(t.app, { intent: 'orgsignup', additionalParams: fields })));
    const answers = await Promise.all(created.map((c) => answer(t.app, newHolder(), c)));
    const outcomes = answers.map((a) => a.json<{ status: string; message?: string }>());
    expect(outcomes.map((o) => o.status).sort()).toEqual(['COMPLETED', 'REJECTED']);
    expect(outcomes.find((o) => o.status === 'REJECTED')!.message).toBe(NAME_TAKEN);
    expect(await listEnrolments(t.app, provider, `?orgName=${encodeURIComponent(fields.orgName)}`)).toHaveLength(1);
  });

  it('turns a unique-index violation (a duplicate that raced past the check) into the duplicate it is', async () => {
    const existing = await createEnrolmentRequest(t.database.db);
    const { id: _id, createdAt: _c, ...copy } = existing;
    expect(await insertEnrolmentRequest(t.database.db, { ...copy, orgName: existing.orgName.toUpperCase(), orgRegNumber: 'NEW-1' })).toEqual({
      duplicate: 'orgName',
    });
    expect(await insertEnrolmentRequest(t.database.db, { ...copy, orgName: 'Brand new name', orgRegNumber: existing.orgRegNumber })).toEqual({
      duplicate: 'orgRegNumber',
    });
  });
});
