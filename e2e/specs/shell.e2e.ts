import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone } from '../support/axe';
import { useChromium, screenshot, unsignedToken } from '../support/browser';
import { accountMenuButton, loginWithWallet, logOut, signIn } from '../support/login';
import { createSignup, seedApprovedOrganisation } from '../support/seed';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));

/** The mean of the body's background channels: below 60 is a dark theme, above 200 a light one. */
async function bodyBrightness(page: Page): Promise<number> {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  return (r! + g! + b!) / 3;
}

/** Opens the header's account menu and picks an item (a radio item: a language or a theme). */
async function pickInAccountMenu(page: Page, role: 'menuitem' | 'menuitemradio', name: string | RegExp) {
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu', { name: /^(Account menu|Kontomenü)$/ });
  await menu.waitFor();
  await menu.getByRole(role, { name }).click();
  await menu.waitFor({ state: 'detached' });
}

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

  it('offers Skip to content as the first stop of Tab, which takes the keyboard past the navigation', async () => {
    const { page, context } = await signIn(chromium, 'individual', newHolder(), { name: 'Kim Keyboard' });
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('banner').getByText('Kim Keyboard').waitFor();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab lands inside the screen, not in the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
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

  it('takes the language from a German browser when none was chosen; any other browser gets English', async () => {
    const german = await chromium.open({ locale: 'de-DE' });
    await german.page.goto('/login');
    await german.page.getByRole('heading', { name: 'Bei Sigil anmelden' }).waitFor();
    expect(await german.page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Nothing is stored for a language nobody chose.
    expect(await german.page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await german.context.close();

    const french = await chromium.open({ locale: 'fr-FR' });
    await french.page.goto('/login');
    await french.page.getByRole('heading', { name: 'Log in to Sigil' }).waitFor();
    expect(await french.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await french.context.close();
  });

  it('keeps an explicit language choice after logout, even against the browser', async () => {
    const { page, context } = await signIn(chromium, 'individual', newHolder(), {
      locale: 'de-DE',
      name: 'Language Person',
    });
    await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await logOut(page);
    await page.getByRole('heading', { name: 'Log in to Sigil' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Log in to Sigil' }).waitFor();
    await context.close();
  });

  it('picks light, dark or following the system in the account menu: at once, kept after logout and reload', async () => {
    const { page, context } = await signIn(chromium, 'individual', newHolder(), {
      colorScheme: 'light',
      name: 'Theme Person',
    });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await bodyBrightness(page)).toBeGreaterThan(200);

    await accountMenuButton(page).click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await menu.waitFor();
    // Following the system is the default.
    expect(
      await menu
        .getByRole('menuitemradio', { name: 'Theme: Follow the system' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await animationsDone(page);
    await screenshot(page, 'account-menu-light');
    await menu.getByRole('menuitemradio', { name: 'Theme: Dark' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)',
    );
    expect(await bodyBrightness(page)).toBeLessThan(60);
    await screenshot(page, 'home-dark-by-choice');

    // The login page after logout, and a reload, keep the choice although the system is light.
    await logOut(page);
    await page.getByRole('heading', { name: 'Log in to Sigil' }).waitFor();
    expect(await bodyBrightness(page)).toBeLessThan(60);
    await page.reload();
    await page.getByRole('heading', { name: 'Log in to Sigil' }).waitFor();
    expect(await bodyBrightness(page)).toBeLessThan(60);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // Following the system again: light, as the system is.
    await loginWithWallet(page, 'individual', newHolder(), { name: 'Theme Person' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await pickInAccountMenu(page, 'menuitemradio', 'Theme: Follow the system');
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(255, 255, 255)',
    );
    await context.close();

    // A dark system with the light theme chosen stays light.
    const dark = await signIn(chromium, 'individual', newHolder(), {
      colorScheme: 'dark',
      name: 'Theme Person',
    });
    await dark.page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await bodyBrightness(dark.page)).toBeLessThan(60);
    await pickInAccountMenu(dark.page, 'menuitemradio', 'Theme: Light');
    await dark.page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(255, 255, 255)',
    );
    await dark.context.close();
  });

  it('sends a logged-in user from /token-expired home, replacing the entry', async () => {
    const { page, context } = await signIn(chromium, 'individual', newHolder(), {
      name: 'Expired Page Person',
    });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.goto('/my-activities');
    await page.getByRole('heading', { level: 1, name: 'My Activities' }).waitFor();
    await page.goto('/token-expired');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(
      await page.getByText("We've logged you out because of inactivity.", { exact: false }).count(),
    ).toBe(0);
    // Back skips the replaced entry.
    await page.goBack();
    await page.waitForURL('**/my-activities');
    await context.close();
  });

  it("titles another role's screen as not found, in English and German", async () => {
    const { page, context } = await signIn(chromium, 'individual', newHolder(), { name: 'Title Person' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.goto('/enrollment-requests');
    await page.getByRole('heading', { name: 'Ooops, Page Not Found!' }).waitFor();
    await page.waitForFunction(() => document.title === 'Ooops, Page Not Found! · Sigil');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.waitForFunction(() => document.title === 'Hoppla, Seite nicht gefunden! · Sigil');
    // A screen of this login has its own title again.
    await page.getByRole('link', { name: 'Meine Aktivitäten' }).click();
    await page.waitForFunction(() => document.title === 'Meine Aktivitäten · Sigil');
    await context.close();
  });

  it('switches an admin of two organisations to the other one from the account menu', async () => {
    const admin = newHolder();
    const first = createSignup({ orgName: 'Shell First Ltd' });
    const second = createSignup({ orgName: 'Shell Second Ltd' });
    await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup: first });
    await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup: second });

    const { page, context } = await chromium.open();
    await loginWithWallet(page, 'organisation', admin, { name: 'Two Org Admin' });
    // The login's account picker: the first organisation.
    await page.getByRole('button', { name: /^Shell First Ltd/ }).click();
    await page.getByRole('heading', { name: 'Your Organization', exact: true }).waitFor();
    const banner = page.getByRole('banner');
    await banner.getByText('Shell First Ltd · Admin').waitFor();
    await banner.getByText('Organization', { exact: true }).waitFor();

    await accountMenuButton(page).click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: /Switch to Shell First Ltd/ }).count()).toBe(0);
    const switchItem = menu.getByRole('menuitem', { name: 'Switch to Shell Second Ltd Admin' });
    await switchItem.waitFor();
    await screenshot(page, 'account-menu-switch-organisation');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));
    // From any screen, the switch lands on home.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Activities' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'My Activities' }).waitFor();
    await pickInAccountMenu(page, 'menuitem', 'Switch to Shell Second Ltd Admin');

    await page.waitForURL((url) => url.pathname === '/');
    await banner.getByText('Shell Second Ltd · Admin').waitFor();
    await page.getByRole('heading', { name: 'Your Organization', exact: true }).waitFor();
    await page.getByText('Shell Second Ltd', { exact: true }).first().waitFor();
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBe(oldToken);
    // The old session's token is revoked; the new one is in use after a reload.
    const refused = await fetch(`${baseUrl}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(refused.status).toBe(401);
    await page.reload();
    await banner.getByText('Shell Second Ltd · Admin').waitFor();
    await pickInAccountMenu(page, 'menuitem', 'Switch to Shell First Ltd Admin');
    await banner.getByText('Shell First Ltd · Admin').waitFor();
    await context.close();
  });
});
