import { createElement } from 'react';
import { cleanup, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as QrCodeModule from 'qrcode.react';
import { formDraftKey } from '../../../components/form/use-form-draft';
import { mockApi, SilentWebSocket } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { fill, PAGE_TEST_TIMEOUT } from '../../../test/page-test';

/** While `failing`, the QR code fails to render, as the QR encoder did with 5,000 characters. */
const qr = vi.hoisted(() => ({ failing: false }));
vi.mock('qrcode.react', async (importOriginal) => {
  const actual = await importOriginal<typeof QrCodeModule>();
  return {
    ...actual,
    QRCodeSVG: (props: Parameters<typeof actual.QRCodeSVG>[0]) => {
      if (qr.failing) throw new RangeError('Data too long');
      return createElement(actual.QRCodeSVG, props);
    },
  };
});

const CREATED = {
  txid: 'tx-1',
  qr: '{"v":1,"kind":"auth","intent":"orgsignup","txid":"tx-1"}',
  pollSecret: 'secret',
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};

const INPUT = {
  orgName: 'Acme Pte Ltd',
  contactEmail: 'ops@acme.example',
  contactNumber: '91234567',
  orgRegNumber: '201912345K',
  corporateWebsite: 'https://acme.example',
  mailingAddress1: '1 Raffles Place',
  countryOfIncorporation: 'Singapore',
};

const DRAFT_KEY = formDraftKey('organisationSignup');
const field = (name: string) => screen.getByTestId(name);
const next = () => screen.getByRole('button', { name: 'Next' });

async function openSignup() {
  const view = renderApp('/organisation-signup');
  // The first render of a run loads the page's module: more than findBy's default second.
  await screen.findByRole('heading', { level: 1, name: 'Enroll Organization' });
  return view;
}

async function fillForm(user: UserEvent) {
  for (const [name, text] of Object.entries(INPUT)) {
    await fill(user, field(name), text);
  }
  await user.keyboard('{Escape}');
}

function expectTypedValues() {
  expect(field('orgName')).toHaveProperty('value', 'Acme Pte Ltd');
  expect(field('contactEmail')).toHaveProperty('value', 'ops@acme.example');
  expect(field('contactNumber')).toHaveProperty('value', '9123 4567');
  expect(field('orgRegNumber')).toHaveProperty('value', '201912345K');
  expect(field('corporateWebsite')).toHaveProperty('value', 'https://acme.example');
  expect(field('mailingAddress1')).toHaveProperty('value', '1 Raffles Place');
  expect(field('countryOfIncorporation')).toHaveProperty('value', 'Singapore');
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentWebSocket);
  qr.failing = false;
});

// Two renders of the whole console and fourteen pastes: slower than one page test.
describe('a screen that fails to render keeps what was typed', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the message inside the layout, and Try again brings the form back with the typed values', async () => {
    mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': { status: 'PENDING' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openSignup();
    await fillForm(user);

    qr.failing = true;
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    // The layout stays: the language switch is still in the header; the screen is gone.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByTestId('orgName')).toBeNull();

    qr.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Enroll Organization' });
    expectTypedValues();
    expect(next()).toHaveProperty('disabled', false);

    // And the form goes on from there.
    await user.click(next());
    expect(await screen.findByTestId('qr-code')).toBeTruthy();
  });

  it('keeps the draft across a reload in the same tab, and Cancel forgets it', async () => {
    mockApi({});
    const first = await openSignup();
    await fillForm(first.user);
    first.unmount();
    cleanup();

    const { user } = await openSignup();
    expectTypedValues();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('forgets the draft once the enrolment request is received', async () => {
    let answered = false;
    mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': () => ({ status: answered ? 'COMPLETED' : 'PENDING' }),
    });
    const { user } = await openSignup();
    await fillForm(user);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ orgName: 'Acme Pte Ltd' });
    await user.click(next());
    await screen.findByTestId('qr-code');
    answered = true;
    await screen.findByText('Enrollment request received', {});
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
