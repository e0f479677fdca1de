import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orgNameForQr, SIGNUP_FIELD_LIMITS } from '@sigil/core';
import { apiError, mockApi, SilentWebSocket, type MockRequest } from '../../../test/api-mock';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { fill } from '../../../test/page-test';

const CREATED = {
  txid: 'tx-1',
  qr: '{"v":1,"kind":"auth","intent":"orgsignup","txid":"tx-1"}',
  pollSecret: 'secret',
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};

const next = () => screen.getByRole('button', { name: 'Next' });
const field = (name: string) => screen.getByTestId(name);

const VALID_INPUT = {
  orgName: 'Acme Pte Ltd',
  contactEmail: 'Ops@Acme.Example',
  contactNumber: '91234567',
  orgRegNumber: '201912345K',
  corporateWebsite: 'https://acme.example',
  mailingAddress1: '1 Raffles Place',
  countryOfIncorporation: 'Singapore',
};

/** Each field gets its text in one go (a paste): typing key by key is slow in jsdom. */
async function fillValidForm(user: UserEvent) {
  for (const [name, text] of Object.entries(VALID_INPUT)) {
    await fill(user, field(name), text);
  }
  await user.keyboard('{Escape}');
}

async function openSignup() {
  const view = renderApp('/organisation-signup');
  await screen.findByRole('heading', { level: 1, name: 'Enroll Organization' });
  return view;
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentWebSocket);
});

describe('organisation signup, step 0', () => {
  it('shows the form with its seven fields, and Next is disabled while every field is empty', async () => {
    mockApi({});
    await openSignup();
    expect(screen.getByText('Please fill in your information')).toBeTruthy();
    for (const label of [
      'Organization Name',
      'Contact Email',
      'Contact Number',
      'Company Registration Number',
      'Organization Website',
      'Mailing Address',
      'Country of Incorporation',
    ]) {
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    }
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Country code' }).textContent).toBe('SG +65');
  });

  it('shows every required message for an incomplete form and keeps Next disabled', async () => {
    mockApi({});
    const { user } = await openSignup();
    await user.type(field('orgName'), 'Acme');
    expect(next()).toHaveProperty('disabled', false);
    await user.click(next());

    for (const message of [
      'Contact Email is required',
      'Contact Number is required',
      'Company Registration Number is required',
      'Organization Website is required',
      'Mailing Address is required',
      'Country of Incorporation is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(next()).toHaveProperty('disabled', true);

    await user.clear(field('orgName'));
    expect(await screen.findByText('Organisation Name of organise is required')).toBeTruthy();
  });

  it('validates as the user types, before the field is left', async () => {
    mockApi({});
    const { user } = await openSignup();
    await user.type(field('orgName'), 'x');
    await user.clear(field('orgName'));
    expect(await screen.findByText('Organisation Name of organise is required')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('refuses a bad e-mail and a 7-digit phone number', async () => {
    mockApi({});
    const { user } = await openSignup();
    await user.type(field('contactEmail'), 'not-an-email');
    await user.type(field('contactNumber'), '9123456');
    await user.tab();
    expect(await screen.findByText('Contact Email invalid')).toBeTruthy();
    expect(await screen.findByText('Contact Number must be at least 8 digits')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);

    await user.type(field('contactNumber'), '7');
    await waitFor(() => expect(screen.queryByText('Contact Number must be at least 8 digits')).toBeNull());
    expect(field('contactNumber')).toHaveProperty('value', '9123 4567');
  });

  it('shows the messages in German', async () => {
    mockApi({});
    const { user } = await openSignup();
    await i18n.changeLanguage('de');
    await user.type(field('orgName'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Kontakt-E-Mail ist erforderlich')).toBeTruthy();
  });

  it('Cancel goes to login', async () => {
    mockApi({});
    const { user, router } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('organisation signup, QR and confirmation', () => {
  it('sends the parsed values, shows the QR, and confirms once the wallet has answered', async () => {
    let answered = false;
    const api = mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': () => ({ status: answered ? 'COMPLETED' : 'PENDING' }),
    });
    const { user, router } = await openSignup();
    await fillValidForm(user);
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'QR Code Scan' })).toBeTruthy();
    expect(
      screen.getByText('I agree to be the admin for this organization and I will login using my DID'),
    ).toBeTruthy();
    expect(await screen.findByTestId('qr-code')).toBeTruthy();
    const [created] = api.callsTo('POST /api/v1/auth/request');
    expect(created?.body).toEqual({
      intent: 'orgsignup',
      additionalParams: {
        orgName: 'Acme Pte Ltd',
        contactEmail: 'ops@acme.example',
        contactNumber: '+65 9123 4567',
        orgRegNumber: '201912345K',
        corporateWebsite: 'https://acme.example',
        mailingAddress1: '1 Raffles Place',
        countryOfIncorporation: 'Singapore',
      },
    });

    answered = true;
    expect(await screen.findByText('Enrollment request received')).toBeTruthy();
    expect(screen.getByText('Email notification sent to ops@acme.example')).toBeTruthy();
    const poll = api.callsTo('GET /api/v1/auth/request')[0] as MockRequest;
    expect(poll.query.get('txid')).toBe('tx-1');
    expect(poll.headers.get('x-poll-secret')).toBe('secret');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('Back returns to the form with the values kept', async () => {
    mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': { status: 'PENDING' },
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(next());
    await screen.findByRole('heading', { name: 'QR Code Scan' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('orgName')).toHaveProperty('value', 'Acme Pte Ltd');
    expect(field('contactNumber')).toHaveProperty('value', '9123 4567');
    expect(field('countryOfIncorporation')).toHaveProperty('value', 'Singapore');
    expect(next()).toHaveProperty('disabled', false);
  });

  it('shows an organisation already registered (409) on its field of the form, on Next', async () => {
    const duplicate = 'An organization with this name is already registered or pending review';
    mockApi({
      'POST /api/v1/auth/request': () => apiError(409, duplicate, { 'additionalParams.orgName': duplicate }),
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(next());
    expect(await screen.findByText(duplicate)).toBeTruthy();
    expect(field('orgName')).toHaveProperty('value', 'Acme Pte Ltd');
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('shows a 409 that names no field on the QR step', async () => {
    const refused = 'Something else is already there';
    mockApi({ 'POST /api/v1/auth/request': () => apiError(409, refused) });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(next());
    expect((await screen.findByTestId('signup-error')).textContent).toBe(refused);
  });

  it('puts refused fields (400) back on the form', async () => {
    mockApi({
      'POST /api/v1/auth/request': () =>
        apiError(400, 'Contact Email invalid', { 'additionalParams.contactEmail': 'Contact Email invalid' }),
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(next());
    expect(await screen.findByText('Contact Email invalid')).toBeTruthy();
    expect(field('contactEmail')).toHaveProperty('value', 'Ops@Acme.Example');
    expect(next()).toHaveProperty('disabled', true);
  });

  it('shows the server message when another signup took the organisation before the answer', async () => {
    const message = 'An organization with this registration number is already registered or pending review';
    mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': { status: 'REJECTED', reason: 'DUPLICATE_ORGANISATION', message },
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(next());
    expect((await screen.findByTestId('signup-error')).textContent).toBe(message);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('orgRegNumber')).toHaveProperty('value', '201912345K');
  });

  it('says so when the holder declines in the wallet, and offers a new code', async () => {
    mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': { status: 'REJECTED', reason: 'DENIED_BY_HOLDER' },
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(next());
    const alert = await screen.findByText(/declined in the wallet/);
    expect(alert).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New code' })).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByText('Enrollment request received')).toBeNull();
  });
});

describe('organisation signup, the longest values', () => {
  const padded = (prefix: string, length: number, char: string) =>
    prefix + char.repeat(length - prefix.length);
  // The longest each field takes (SIGNUP_FIELD_LIMITS), the name in a 3-byte script: the heaviest
  // text the QR code could get. The phone field formats what is typed; the country is the longest of the list.
  const LONGEST = {
    orgName: padded('Longest ', SIGNUP_FIELD_LIMITS.orgName, '漢'),
    contactEmail: `${padded('ops', SIGNUP_FIELD_LIMITS.contactEmail - '@acme.example'.length, 'o')}@acme.example`,
    contactNumber: '91234567',
    orgRegNumber: padded('UEN-', SIGNUP_FIELD_LIMITS.orgRegNumber, '9'),
    corporateWebsite: padded('https://acme.example/', SIGNUP_FIELD_LIMITS.corporateWebsite, 'p'),
    mailingAddress1: padded('1 Raffles Place ', SIGNUP_FIELD_LIMITS.mailingAddress1, 'a'),
    countryOfIncorporation: 'British Indian Ocean Territory',
  };

  it('sends every field whole and shows the QR code, which carries only the reference and the name', async () => {
    // The QR text as the server makes it for these fields (enrolment-signup.test.ts checks that side).
    const qr = JSON.stringify({
      v: 1,
      kind: 'auth',
      intent: 'orgsignup',
      txid: '3f1c2a9e-5b7d-4c1e-9a0b-2d6f8e4c7a15',
      nonce: 'q9Zr4bX2kLmN8sT1vW3yA0',
      aud: 'https://console.sigil.example.org',
      endpoint: 'https://console.sigil.example.org/api/v1/auth/response',
      exp: Math.floor(Date.now() / 1000) + 120,
      org: { name: orgNameForQr(LONGEST.orgName) },
    });
    const api = mockApi({
      'POST /api/v1/auth/request': { ...CREATED, qr },
      'GET /api/v1/auth/request': { status: 'PENDING' },
    });
    const { user } = await openSignup();
    for (const [name, text] of Object.entries(LONGEST)) {
      await fill(user, field(name), text);
    }
    await user.keyboard('{Escape}');
    await user.click(next());

    const code = await screen.findByTestId('qr-code');
    expect(code.querySelector('svg path')).toBeTruthy();
    expect(screen.getByTestId('qr-text')).toHaveProperty('value', qr);
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    const [created] = api.callsTo('POST /api/v1/auth/request');
    expect(created?.body).toMatchObject({
      intent: 'orgsignup',
      additionalParams: { ...LONGEST, contactEmail: LONGEST.contactEmail, contactNumber: '+65 9123 4567' },
    });
  }, 20_000);
});
