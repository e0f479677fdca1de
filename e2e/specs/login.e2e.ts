import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium, screenshot } from '../support/browser';
import { loginWithStandardWallet, loginWithWallet, logOut, openLoginQr } from '../support/login';
import { createSignup, seedSignup } from '../support/seed';
import { newStandardWallet } from '../../apps/server/src/test/standard-wallet';
import { startDidWebHost, type DidWebHost } from '../../apps/server/src/test/did-web-host';
import { startServer, type RunningServer } from '../support/server';
import { expectAccessible, horizontalOverflow } from '../support/axe';
import { PHONE } from '../support/screen-checks';
import { holderFromHex, newHolder, scanAndAnswer } from '../support/wallet';

const baseUrl = inject('baseUrl');

describe('QR login in Chromium with the wallet', () => {
  const chromium = useChromium(baseUrl);

  it('logs an individual in from the QR on screen, and logging out revokes the token', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/login');
    await openLoginQr(page, 'individual');
    await page.getByRole('heading', { name: 'Scan with Sigil mobile app - Individual' }).waitFor();
    await page.getByText(/The code expires in \d+ s/).waitFor();
    await screenshot(page, 'login-qr-dialog-light');

    const answered = await scanAndAnswer(page, newHolder(), {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(answered.response).toEqual({ status: 'COMPLETED' });

    await page.waitForURL(`${baseUrl}/`);
    // The header (a banner) names the holder; the home panel may too.
    await page.getByRole('banner').getByText('Ada Lovelace').waitFor();
    await page.getByRole('banner').getByText('Individual', { exact: true }).waitFor();
    await screenshot(page, 'individual-home-light');

    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token?.split('.')).toHaveLength(3);
    expect(await page.evaluate(() => localStorage.getItem('logedInAs'))).toBe('Myself');

    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect
      .poll(
        async () =>
          (await fetch(`${baseUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } }))
            .status,
      )
      .toBe(401);
    await context.close();
  });

  it.each([
    { colorScheme: 'light', language: 'en', viewport: undefined, method: 'key' },
    { colorScheme: 'dark', language: 'de', viewport: PHONE, method: 'jwk' },
  ] as const)(
    'logs in with a standard wallet (did:$method) from the "Use another wallet" QR, $colorScheme $language',
    async ({ colorScheme, language, viewport, method }) => {
      const { page, context } = await chromium.open({
        colorScheme,
        language,
        ...(viewport ? { viewport } : {}),
      });
      const wallet = await newStandardWallet(method);
      const answered = await loginWithStandardWallet(
        page,
        'individual',
        wallet,
        { name: 'Sam Standard' },
        async () => {
          await page
            .getByRole('dialog')
            .getByText(/OpenID4VP/)
            .first()
            .waitFor();
          await expectAccessible(page);
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `login-other-wallet-${colorScheme}-${language}`);
        },
      );
      expect(answered).toEqual({ status: 200, body: { status: 'COMPLETED' } });

      await page.waitForURL(`${baseUrl}/`);
      // The home shows the holder as the wallet named them, under the DID exactly as the wallet wrote it.
      const main = page.getByRole('main');
      await main.getByText('Sam Standard').waitFor();
      await main.getByText(wallet.did).waitFor();
      await screenshot(page, `login-other-wallet-home-${colorScheme}-${language}`);
      const me = await page.evaluate(async () => {
        const response = await fetch('/api/v1/auth/me', {
          headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return (await response.json()) as { did: string; mode: string };
      });
      expect(me).toMatchObject({ did: wallet.did, mode: 'individual' });
      await context.close();
    },
  );

  it("loads the first screen's modules (and, signed in, the profile) beside the entry's", async () => {
    const { page, context } = await chromium.open();
    // With the entry held back, every module the page preloads is named by index.html's own inline
    // script (apps/web/first-screens.config.ts), which runs only if the content security policy allows it.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    const preloaded = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel=modulepreload]'), (link) => link.getAttribute('href')),
      );
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });

    await page.goto('/login');
    const signedOut = await preloaded();
    expect(signedOut).toContainEqual(expect.stringMatching(/^\/assets\/login-page-/));
    expect(signedOut).not.toContainEqual(expect.stringMatching(/^\/assets\/signed-in-/));

    // Signed in, the page also asks for the session's profile itself, with the stored token.
    await page.evaluate(() => localStorage.setItem('token', 'stored'));
    const sessionCall = page.waitForRequest('**/api/v1/auth/me');
    await page.goto('/');
    expect((await sessionCall).headers().authorization).toBe('Bearer stored');
    const signedIn = await preloaded();
    // The home and the dashboard shell are one chunk (apps/web first-screens.config.ts firstScreenChunk).
    expect(signedIn).toContainEqual(expect.stringMatching(/^\/assets\/signed-in-/));
    expect(signedIn).not.toContainEqual(expect.stringMatching(/^\/assets\/login-page-/));
    expect(violations).toEqual([]);
    await context.close();
  });

  it('returns a user who came from the endorsements page to it', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/endorsements');
    await page.waitForURL('**/login');
    await openLoginQr(page, 'individual');
    await scanAndAnswer(page, newHolder());
    await page.waitForURL('**/endorsements');
    await context.close();
  });

  it('shows the modal to an organisation login without an admin role', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/login');
    await openLoginQr(page, 'organisation');
    await page.getByRole('heading', { name: 'Scan with Sigil mobile app - Organization' }).waitFor();
    await scanAndAnswer(page, newHolder());
    await page
      .getByText(
        'Sorry, only admin are allowed to login with organization. If you have any questions, please contact your admin.',
      )
      .waitFor();
    await screenshot(page, 'login-not-admin-light');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'OK' }).click();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("tells an organisation login that its own signup awaits the provider's review", async () => {
    const requester = newHolder();
    await seedSignup(baseUrl, requester, createSignup({ orgName: 'Awaiting Review Ltd' }));
    const { page, context } = await chromium.open();
    await openLoginQr(page, 'organisation');
    await scanAndAnswer(page, requester);
    await page
      .getByText(
        "Your organization's enrollment is awaiting the provider's review. You can log in as Organization once it is approved.",
      )
      .waitFor();
    expect(await page.getByText('Sorry, only admin are allowed').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'login-enrolment-pending-light');
    await context.close();
  });

  it('logs the provider in with the wallet and lands on the enrollment requests', async () => {
    const { page, context } = await chromium.open({ colorScheme: 'dark' });
    await loginWithWallet(page, 'provider', holderFromHex(inject('providerKeyHex')));
    await page.waitForURL('**/enrollment-requests');
    expect(await page.evaluate(() => localStorage.getItem('logedInAs'))).toBe('Sigil Provider');
    await page.getByRole('heading', { name: 'Enrollment Requests' }).waitFor();
    await screenshot(page, 'provider-home-dark');
    await context.close();
  });

  it('refuses a provider wallet login by a DID that is not a provider', async () => {
    const { page, context } = await chromium.open();
    await loginWithWallet(page, 'provider', newHolder());
    await page.getByText('This DID is not allowed to log in as the provider.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('signs the provider in with Google (checked against the local userinfo stand-in)', async () => {
    const { page, context } = await chromium.open();
    // Google's script cannot load here: a stand-in hands the console the access token Google would.
    await context.addInitScript(() => {
      (window as unknown as { google: unknown }).google = {
        accounts: {
          oauth2: {
            initTokenClient: (config: { callback: (r: { access_token: string }) => void }) => ({
              requestAccessToken: () => config.callback({ access_token: 'google-token-operator' }),
            }),
          },
        },
      };
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL('**/enrollment-requests');
    await page.getByText('Olivia Operator').waitFor();
    await context.close();
  });
});

/**
 * did:web, which only a registry that allows it (DID_WEB_LOGIN) resolves: the holder's document
 * lives on a web host of theirs, here HTTPS on localhost under an authority the server is told to
 * trust. The console's "Use another wallet" QR, answered by a did:web wallet, signs the holder in.
 */
describe('did:web login, when the registry allows it', () => {
  let host: DidWebHost;
  let server: RunningServer;
  const chromium = useChromium(() => server.baseUrl);

  beforeAll(async () => {
    host = await startDidWebHost();
    server = await startServer({ DID_WEB_LOGIN: 'true', NODE_EXTRA_CA_CERTS: host.caFile });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await host?.close();
  });

  it("resolves the holder's document on their own host and signs them in; a DID with no document is refused", async () => {
    const wallet = await host.newWallet('ada');
    const { page, context } = await chromium.open();
    const answered = await loginWithStandardWallet(page, 'individual', wallet, { name: 'Ada Web' });
    expect(answered).toEqual({ status: 200, body: { status: 'COMPLETED' } });
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('main').getByText(wallet.did).waitFor();

    // A DID whose host publishes no document: the wallet is told so, and the console keeps waiting.
    await logOut(page);
    const unpublished = {
      ...wallet,
      did: wallet.did.replace(':ada', ':nobody'),
      kid: wallet.kid.replace(':ada', ':nobody'),
    };
    const refused = await loginWithStandardWallet(page, 'individual', unpublished);
    expect(refused).toEqual({
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: `The DID ${unpublished.did} could not be resolved`,
        code: 'DID_NOT_RESOLVED',
      },
    });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('dialog').getByTestId('qr-code').waitFor();
    await context.close();
  });
});
