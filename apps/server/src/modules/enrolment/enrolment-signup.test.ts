import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQr, parseQr } from '@sigil/wallet';
import {
  ORGANISATION_SIGNUP_FIELDS,
  SIGNUP_FIELD_LIMITS as L,
  VALIDATION_MESSAGES as M,
  type TAuthPollResponse,
  type TOrganisationSignupInput,
} from '@sigil/core';
import { authRequests, enrolmentRequests } from '../../db/schema/index';
import { useTestApp } from '../../test/build-test-app';
import { listEnrolments, providerToken, signupFields, signupThroughWallet } from '../../test/enrolment';
import { createEnrolmentRequest } from '../../test/factories';
import { answer, newHolder, poll, startRequest } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import { insertEnrolmentRequest } from './enrolment.repository';

const NAME_TAKEN = 'An organization with this name is already registered or pending review';
const fill = (prefix: string, length: number, char: string) => prefix + char.repeat(length - prefix.length);
const REG_TAKEN = 'An organization with this registration number is already registered or pending review';

describe('organisation signup through the wallet', () => {
  let provider: string;
  const providerHolder = newHolder();

  const t = useTestApp({ providerDids: [providerHolder.did] });
  beforeAll(async () => {
    provider = await providerToken(t.app, providerHolder);
  });

  const requestSignup = (additionalParams: Partial<TOrganisationSignupInput>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request',
      payload: { intent: 'orgsignup', additionalParams },
    });
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
      additionalParams: {
        name: 'Rita Requester',
        email: 'rita@acme.example',
        corporateWebsite: fields.corporateWebsite,
      },
    });
  });

  it('puts only the reference and the name in the QR code, even with the longest value in every field', async () => {
    // The longest each field takes (SIGNUP_FIELD_LIMITS); the name in a 3-byte script, the heaviest
    // text for the QR code. Through the server the fields stay whole, in the request's row.
    const fields = signupFields({
      orgName: fill('Longest ', L.orgName, '漢'),
      contactEmail: `${fill('ops', L.contactEmail - '@acme.example'.length, 'o')}@acme.example`,
      contactNumber: `+65${' '.repeat(L.contactNumber - '+659123 4567'.length)}9123 4567`,
      orgRegNumber: fill('UEN-LONGEST-', L.orgRegNumber, '9'),
      corporateWebsite: fill('https://longest.example/', L.corporateWebsite, 'p'),
      mailingAddress1: fill('1 Raffles Place ', L.mailingAddress1, 'a'),
      countryOfIncorporation: 'Britisches Territorium im Indischen Ozean',
    });
    for (const field of ORGANISATION_SIGNUP_FIELDS) {
      if (field !== 'countryOfIncorporation') expect(fields[field]).toHaveLength(L[field]);
    }
    const created = await startRequest(t.app, { intent: 'orgsignup', additionalParams: fields });
    const qr = parseQr(created.qr);
    expect(Object.keys(qr).sort()).toEqual([
      'aud',
      'endpoint',
      'exp',
      'intent',
      'kind',
      'nonce',
      'org',
      'txid',
      'v',
    ]);
    // The name is cut to 120 bytes in the QR code (here 36 such characters and "…"); the enrolment keeps it whole.
    expect(qr.org).toEqual({ name: `Longest ${'漢'.repeat(36)}…` });
    for (const field of ORGANISATION_SIGNUP_FIELDS.filter((name) => name !== 'orgName')) {
      expect(created.qr).not.toContain(fields[field].slice(0, 20));
    }
    // Small whatever the other fields hold: the console draws it at 232 px, level M, and a phone
    // reads it (the wallet's qr-image test and the onboarding browser test read it back).
    expect(Buffer.byteLength(created.qr)).toBeLessThanOrEqual(400);

    const sent = await answerQr({
      privateKey: newHolder().privateKey,
      qr,
      approve: true,
      fetchImpl: injectFetch(t.app),
    });
    expect(sent.response).toEqual({ status: 'COMPLETED' });
    const [item] = await listEnrolments(t.app, provider, `?orgName=${encodeURIComponent('Longest 漢')}`);
    expect(item).toMatchObject({
      orgName: fields.orgName,
      contactEmail: fields.contactEmail,
      orgRegNumber: fields.orgRegNumber,
      corporateWebsite: fields.corporateWebsite,
      mailingAddress1: fields.mailingAddress1,
      countryOfIncorporation: fields.countryOfIncorporation,
    });
  });

  it('names the organisation in the QR code without control characters (no terminal escapes in a wallet), a Latin name whole', async () => {
    const fields = signupFields({ orgName: 'Acme \u001b[2J "Quoted" \\ Ltd' });
    const created = await startRequest(t.app, { intent: 'orgsignup', additionalParams: fields });
    expect(parseQr(created.qr).org).toEqual({ name: 'Acme  [2J "Quoted" \\ Ltd' });
    const latin = signupFields({ orgName: fill('Latin ', L.orgName, 'x') });
    const whole = await startRequest(t.app, { intent: 'orgsignup', additionalParams: latin });
    expect(parseQr(whole.qr).org).toEqual({ name: latin.orgName });
  });

  it('records nothing when the holder declines in the wallet', async () => {
    const fields = signupFields();
    const created = await startRequest(t.app, { intent: 'orgsignup', additionalParams: fields });
    const res = await answer(t.app, newHolder(), created, { approve: false });
    expect(res.json()).toEqual({ status: 'REJECTED', reason: 'DENIED_BY_HOLDER' });
    expect(await listEnrolments(t.app, provider, `?orgName=${encodeURIComponent(fields.orgName)}`)).toEqual(
      [],
    );
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
    expect(
      Object.values(blank.json<{ error: { fields: Record<string, string> } }>().error.fields).sort(),
    ).toEqual(
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

    const malformed = await requestSignup(
      signupFields({ contactEmail: 'not-an-email', contactNumber: '+65 1234 567' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          'additionalParams.contactEmail': M.contactEmailInvalid,
          'additionalParams.contactNumber': M.contactNumberTooShort,
        },
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
    expect(sameReg.json().error).toMatchObject({
      message: REG_TAKEN,
      fields: { 'additionalParams.orgRegNumber': REG_TAKEN },
    });
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
    const rows = await t.database.db
      .select()
      .from(enrolmentRequests)
      .where(eq(enrolmentRequests.orgName, rejected.orgName));
    expect(rows.map((r) => r.status).sort()).toEqual(['INVITED', 'REJECTED']);
  });

  it('refuses the second of two signups for one organisation when both QR codes were issued first', async () => {
    const fields = signupFields();
    const first = await startRequest(t.app, { intent: 'orgsignup', additionalParams: fields });
    const second = await startRequest(t.app, {
      intent: 'orgsignup',
      additionalParams: { ...fields, contactEmail: 'other@x.example' },
    });
    expect((await answer(t.app, newHolder(), first)).json()).toEqual({ status: 'COMPLETED' });

    const late = await answer(t.app, newHolder(), second);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      status: 'REJECTED',
      reason: 'DUPLICATE_ORGANISATION',
      message: NAME_TAKEN,
    });
    // The console waiting on that QR code learns it at once, instead of polling until it expires.
    expect((await poll(t.app, second)).json()).toEqual({
      status: 'REJECTED',
      reason: 'DUPLICATE_ORGANISATION',
      message: NAME_TAKEN,
    });
    expect(
      await listEnrolments(t.app, provider, `?orgName=${encodeURIComponent(fields.orgName)}`),
    ).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous signups for one organisation through', async () => {
    const fields = signupFields();
    const created = await Promise.all(
      [0, 1].map(() => startRequest(t.app, { intent: 'orgsignup', additionalParams: fields })),
    );
    const answers = await Promise.all(created.map((c) => answer(t.app, newHolder(), c)));
    const outcomes = answers.map((a) => a.json<{ status: string; message?: string }>());
    expect(outcomes.map((o) => o.status).sort()).toEqual(['COMPLETED', 'REJECTED']);
    expect(outcomes.find((o) => o.status === 'REJECTED')!.message).toBe(NAME_TAKEN);
    expect(
      await listEnrolments(t.app, provider, `?orgName=${encodeURIComponent(fields.orgName)}`),
    ).toHaveLength(1);
  });

  it('turns a unique-index violation (a duplicate that raced past the check) into the duplicate it is', async () => {
    const existing = await createEnrolmentRequest(t.database.db);
    const { id: _id, createdAt: _c, ...copy } = existing;
    expect(
      await insertEnrolmentRequest(t.database.db, {
        ...copy,
        orgName: existing.orgName.toUpperCase(),
        orgRegNumber: 'NEW-1',
      }),
    ).toEqual({
      duplicate: 'orgName',
    });
    expect(
      await insertEnrolmentRequest(t.database.db, {
        ...copy,
        orgName: 'Brand new name',
        orgRegNumber: existing.orgRegNumber,
      }),
    ).toEqual({
      duplicate: 'orgRegNumber',
    });
  });
});
