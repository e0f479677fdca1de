import { describe, expect, inject, it } from 'vitest';
import { useChromium, screenshot, unsignedToken } from '../support/browser';

const baseUrl = inject('baseUrl');

describe('console shell', () => {
  const chromium = useChromium(baseUrl);

  it('shows the not-found page for an unknown path, and Go back goes back one step', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in to Sigil' }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Ooops, Page Not Found!' }).waitFor();
    await screenshot(page, 'not-found-light');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('sends a visitor without a token to /login', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/enrollment-requests');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login (Individual)' }).waitFor();
    await screenshot(page, 'login-light');
    await context.close();
  });

  it('sends a stored expired token to /token-expired and clears it', async () => {
    const { page, context } = await chromium.open();
    const expired = unsignedToken({
      sub: 'did:sigil:0x' + '1'.repeat(40),
      aud: 'individual',
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    await context.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', token);
        localStorage.setItem('logedInAs', 'Myself');
        sessionStorage.setItem('seeded', '1');
      }
    }, expired);
    await page.goto('/');
    await page.waitForURL('**/token-expired');
    await page
      .getByText("We've logged you out because of inactivity. Please try again by logging in.")
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'token-expired-light');
    await page.getByRole('link', { name: 'Go back to Sigil' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('follows a dark colour scheme', async () => {
    const { page, context } = await chromium.open({ colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in to Sigil' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect((r! + g! + b!) / 3).toBeLessThan(60);
    await screenshot(page, 'login-dark');
    await context.close();
  });

  it('switches to German, and keeps it after a reload', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Bei Sigil anmelden' }).waitFor();
    await page.getByRole('button', { name: 'Anmelden (Organisation)' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Bei Sigil anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await screenshot(page, 'login-de-light');
    await context.close();
  });
});
