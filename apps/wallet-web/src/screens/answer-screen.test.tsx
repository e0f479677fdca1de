import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authQrLink, type TAuthQr } from '@sigil/core';
import { authQrOf } from '@sigil/core/testing';
import { didForPrivateKey, generatePrivateKey } from '@sigil/wallet/browser';
import { i18n } from '../i18n';
import { useWallet } from '../wallet/wallet-store';
import { AnswerScreen } from './answer-screen';

/** The consent screen's words (issue 39): who asks, for what, and how the answer ended. */
const SERVER = window.location.origin; // jsdom's page: the wallet's own server
const privateKey = generatePrivateKey();

/** A request of the wallet's own server. */
const request = (overrides: Partial<TAuthQr> = {}): TAuthQr => authQrOf(overrides, SERVER);

function showRequest(qr: TAuthQr) {
  const route = new URL(authQrLink(qr)).hash.slice(1);
  render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/answer" element={<AnswerScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

let answered: unknown[] = [];
function serverAnswers(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      answered.push(JSON.parse(init.body as string));
      return Response.json(body, { status });
    }),
  );
}

beforeEach(() => {
  answered = [];
  useWallet.setState({
    phase: 'unlocked',
    privateKey: new Uint8Array(privateKey),
    did: didForPrivateKey(privateKey),
    keystore: { profile: { name: 'Ada Lovelace', email: 'ada@example.org' } } as never,
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('who asks, and for what', () => {
  const host = new URL(SERVER).host;
  const cases: Array<[string, Partial<TAuthQr>, string, string]> = [
    [
      'an individual login',
      { mode: 'individual' },
      'to log in as yourself (individual)',
      'sich als Sie selbst (Einzelperson) anzumelden',
    ],
    [
      'an organisation login',
      { mode: 'organisation' },
      'to log in as an administrator of your organisation',
      'sich als Administrator Ihrer Organisation anzumelden',
    ],
    ['a provider login', { mode: 'provider' }, 'to log in as the provider', 'sich als Anbieter anzumelden'],
    [
      'an organisation signup',
      { intent: 'orgsignup', mode: undefined, org: { name: 'Acme & Söhne' } },
      'to sign up the organisation “Acme & Söhne” and become its administrator',
      'die Organisation „Acme & Söhne“ zu registrieren und ihr Administrator zu werden',
    ],
  ];
  for (const [what, overrides, english, german] of cases) {
    it(`names the console and ${what}, in English and German`, async () => {
      showRequest(request(overrides));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${host} asks you`);
      screen.getByText(english);
      expect(screen.getByTestId('request-origin').textContent).toBe(SERVER);
      screen.getByText(`If you approve, ${SERVER} receives your DID, your name and your e-mail.`);
      await i18n.changeLanguage('de');
      await screen.findByText(german);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${host} bittet Sie,`);
    });
  }
});

describe('the answer, in words', () => {
  it('Approve sends the signed answer with the profile and says the console is logged in', async () => {
    serverAnswers(200, { status: 'COMPLETED' });
    showRequest(request());
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Done: you are logged in on the console.');
    expect(answered).toHaveLength(1);
    const [, payload] = (answered[0] as { jwt: string }).jwt.split('.');
    expect(JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({
      approve: true,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      iss: didForPrivateKey(privateKey),
    });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('a signup approved says it went to the provider', async () => {
    serverAnswers(200, { status: 'COMPLETED' });
    showRequest(request({ intent: 'orgsignup', mode: undefined, org: { name: 'Acme Ltd' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Done: the sign-up of “Acme Ltd” is sent to the provider for review.');
  });

  it('Deny says the console was told, and shares no profile', async () => {
    serverAnswers(200, { status: 'REJECTED', reason: 'DENIED_BY_HOLDER' });
    showRequest(request());
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    await screen.findByText('You denied the request. The console was told.');
    const [, payload] = (answered[0] as { jwt: string }).jwt.split('.');
    expect(JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')))).not.toHaveProperty('name');
  });

  it("an approval the server turns down says why, in the holder's language", async () => {
    serverAnswers(200, { status: 'REJECTED', reason: 'NOT_ORGANISATION_ADMIN' });
    await i18n.changeLanguage('de');
    showRequest(request({ mode: 'organisation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await screen.findByText('Abgewiesen: diese DID ist Administrator keiner Organisation');
  });

  it('a request that expired on the server, or before the click, says so; a refusal gives the server’s words', async () => {
    serverAnswers(410, { error: { code: 'REQUEST_EXPIRED', message: 'The request has expired' } });
    showRequest(request());
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('This QR code has expired. Ask the console for a new one.');

    render(<></>);
    serverAnswers(409, { error: { code: 'ALREADY_ANSWERED', message: 'This request was already answered' } });
    showRequest(request({ txid: 'another-request' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await screen.findByText('Refused: This request was already answered');
  });

  it('offline, it sends nothing and says answering needs the network', async () => {
    serverAnswers(200, { status: 'COMPLETED' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showRequest(request());
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('You are offline: answering needs the network. Connect and try again.');
    expect(answered).toEqual([]);
    vi.restoreAllMocks();
  });
});
