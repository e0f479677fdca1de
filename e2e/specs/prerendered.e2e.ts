import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');

/** The page's background, as a person sees it: dark or light. */
const isDark = (page: Page) =>
  page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+/g)!
      .map(Number);
    return (r + g + b) / 3 < 100;
  });

/**
 * Decision 0015: the public screens come prerendered, in the visitor's language and theme, and
 * paint before any JavaScript has run; React then takes them over (hydrates) without a mismatch.
 */
describe('the prerendered public screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('show the login screen without JavaScript, in the language and theme the browser asks for', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      javaScriptEnabled: false,
      locale: 'de-DE',
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    // The first request carries no colour scheme hint yet: the server asks for it (Accept-CH).
    const first = await page.goto('/login');
    expect(first?.headers()['accept-ch']).toBe('sec-ch-prefers-color-scheme');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Bei Sigil anmelden' }).waitFor();
    expect(await page.getByRole('button', { name: 'Anmelden (Privatperson)' }).isVisible()).toBe(true);
    expect(await isDark(page)).toBe(true);
    expect(await page.title()).toBe('Anmeldung · Sigil');
    await screenshot(page, 'prerendered-login-no-javascript-dark-de');

    await page.goto('/somewhere-else');
    await page.getByRole('heading', { name: 'Hoppla, Seite nicht gefunden!' }).waitFor();
    await context.close();
  });

  for (const path of ['/login', '/organisation-signup', '/token-expired', '/nowhere']) {
    it(`hydrates ${path} without a mismatch, in the look the page kept`, async () => {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', colorScheme: 'light' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The first load keeps its look in the cookie; the theme chosen in the console wins from then on.
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      const served = await page.goto(path);
      expect(await served?.text()).toContain('data-look="en.light"');
      // This load's look differed from the page's: it was rendered afresh, and the cookie now says so.
      await page.waitForFunction(() => document.documentElement.dataset.prerendered === undefined);
      expect(await isDark(page)).toBe(true);
      expect((await context.cookies()).find((cookie) => cookie.name === 'look')?.value).toBe('en.dark');

      // The heading as parsed, before any script of the page has run (readyState 'interactive').
      await page.addInitScript(() =>
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            Object.assign(window, { parsedHeading: document.querySelector('h1') });
        }),
      );
      const prerendered = await page.goto(path);
      expect(await prerendered?.text()).toContain('data-look="en.dark"');
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBeUndefined();
      // Hydrated, not rendered afresh: React kept the very element the server sent.
      expect(
        await page.evaluate(() => {
          const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
          return Boolean(parsed?.isConnected && parsed === document.querySelector('h1'));
        }),
      ).toBe(true);
      expect(await isDark(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('hydrates /login without a mismatch when its module comes after the configuration', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // As on a busy machine: the configuration (which names Google) is in before the screen's module.
    await page.route(/\/assets\/login-page-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a click once hydrated: Login (Individual) opens its QR code', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login (Individual)' }).click();
    await page.getByTestId('qr-code').waitFor();
    await context.close();
  });

  it('never loses a click that comes before React has taken the screen over, on a slow phone', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const page = await context.newPage();
      // A phone six times slower than this machine: the page shows long before its scripts have run.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto('/login', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Login (Organization)' }).click();
      await page.getByRole('dialog').waitFor({ timeout: 15_000 });
      await page.close();
    }
    await context.close();
  });

  it('never shows a signed-in visitor the login screen it was not going to keep', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'stored'));
    // Held back, the console cannot replace the page: it stays hidden rather than showing /login.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBe('stale');
    expect(await page.getByRole('heading', { name: 'Log in to Sigil' }).isVisible()).toBe(false);
    await context.close();
  });
});
