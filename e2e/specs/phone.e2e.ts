import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, horizontalOverflow } from '../support/axe';
import { screenshot, useChromium, type Chromium } from '../support/browser';
import { accountMenuButton, signIn } from '../support/login';
import { navigationMenuButton, sidebar } from '../support/sidebar';
import { seedApprovedAndPending } from '../support/seed';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));
const PHONE = { width: 375, height: 740 };

/** What has the keyboard focus: its role (or tag) and accessible name as the page states them. */
function focused(page: Page): Promise<{ role: string; label: string; text: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      text: (element?.textContent ?? '').trim(),
    };
  });
}

/** Logs the provider in on a phone and waits for the first screen. */
async function providerOnPhone(chromium: Chromium, colorScheme: 'light' | 'dark') {
  const { page, context } = await signIn(chromium, 'provider', provider, { colorScheme, viewport: PHONE });
  await page.waitForURL('**/enrollment-requests');
  await page.getByRole('heading', { level: 1, name: 'Enrollment Requests' }).waitFor();
  return { page, context };
}

/** Below 600 px the sidebar is a drawer behind a menu button and the header's user part an account menu. */
describe('the console on a phone (375 px)', () => {
  const chromium = useChromium(baseUrl);
  const admin = newHolder();
  beforeAll(() => seedApprovedAndPending(baseUrl, provider, admin, 'Phone'));

  it('opens the navigation drawer with the menu button, follows a link, and logs out through the account menu', async () => {
    const { page, context } = await providerOnPhone(chromium, 'light');
    // No collapsed rail and no header overflowing the screen: the navigation is hidden until asked for.
    expect(await sidebar(page).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'phone-enrollment-requests-light');

    await navigationMenuButton(page).click();
    const nav = sidebar(page);
    await nav.waitFor();
    // The page behind the drawer is hidden from screen readers while it is open; the button says it is.
    expect(
      await page.locator('button[aria-controls="navigation-drawer"][aria-expanded="true"]').count(),
    ).toBe(1);
    await animationsDone(page);
    await screenshot(page, 'phone-drawer-light');
    await nav.getByRole('link', { name: 'Organizations', exact: true }).click();
    await page.waitForURL('**/organizations-management');
    await nav.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    await accountMenuButton(page).click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await menu.waitFor();
    await page.getByText('Provider Admin', { exact: false }).first().waitFor();
    await animationsDone(page);
    await screenshot(page, 'phone-account-menu-light');
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('works by keyboard: Tab reaches the buttons, Enter and Space open, Escape closes and gives the focus back', async () => {
    const { page, context } = await providerOnPhone(chromium, 'dark');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Enrollment Requests' }).waitFor();

    // Skip to content is the page's first stop, the menu button the next; Enter opens the drawer,
    // focus moves into it.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ role: 'a', text: 'Skip to content' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ label: 'Open navigation' });
    await page.keyboard.press('Enter');
    const nav = sidebar(page);
    await nav.waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ label: 'Close navigation' });
    await animationsDone(page);
    await screenshot(page, 'phone-drawer-dark');
    // Escape closes it and the focus is back on the menu button.
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ label: 'Open navigation' });

    // Space opens it too; Tab to a link, Enter follows it and the drawer closes.
    await page.keyboard.press('Space');
    await nav.waitFor();
    const activities = nav.getByRole('link', { name: 'Activities', exact: true });
    for (
      let step = 0;
      step < 12 && !(await activities.evaluate((link) => link === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await activities.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin-activities');
    await nav.waitFor({ state: 'detached' });

    // The notifications bell, then the account menu: Tab from the menu button reaches them; Enter
    // opens the account menu on its first item.
    await navigationMenuButton(page).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ label: 'Notifications, 0 unseen' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ label: 'Account menu' });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await menu.waitFor();
    expect(await focused(page)).toMatchObject({ role: 'menuitemradio', text: 'English' });
    await animationsDone(page);
    await screenshot(page, 'phone-account-menu-dark');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ label: 'Account menu' });

    // Arrow down to Deutsch, Space picks it: the console speaks German and the menu is closed.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitemradio', text: 'Deutsch' });
    await page.keyboard.press('Space');
    await page.getByRole('heading', { level: 1, name: 'Aktivitäten' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await menu.waitFor({ state: 'detached' });

    // Log out is the menu's last item: Enter opens, ArrowUp wraps round to it, Enter logs out.
    await accountMenuButton(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Kontomenü' }).waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Abmelden' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await context.close();
  });

  it("shows an organisation Admin's name, organisation and role in the account menu; a list's rows are blocks of header and value", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await signIn(chromium, 'organisation', admin, {
        colorScheme,
        viewport: PHONE,
        name: 'Phone Admin',
      });
      await page.getByRole('heading', { name: 'Your Organization', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `phone-organisation-home-${colorScheme}`);
      await accountMenuButton(page).click();
      const menu = page.getByRole('menu', { name: 'Account menu' });
      await menu.waitFor();
      await page.getByText('Phone Approved Ltd · Admin').waitFor();
      await animationsDone(page);
      await screenshot(page, `phone-organisation-account-menu-${colorScheme}`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await context.close();
    }

    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await providerOnPhone(chromium, colorScheme);
      const box = page.getByRole('group', { name: 'Enrollment Requests' });
      const row = box.getByRole('row').filter({ hasText: 'Phone Pending Ltd' });
      await row.waitFor();
      // Nothing hides beyond the screen's edge: each value under its header, the actions in sight.
      expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      const organisation = row.getByRole('cell').first();
      expect(await organisation.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
        '"Organization"',
      );
      for (const name of [/^Approve/, /^Reject/]) {
        const button = row.getByRole('button', { name });
        expect(await button.isVisible()).toBe(true);
        const place = (await button.boundingBox())!;
        expect(place.x + place.width).toBeLessThanOrEqual(PHONE.width);
      }
      // The table is still a table to a screen reader, its header row read out of sight.
      expect(await box.getByRole('columnheader', { name: 'Status' }).count()).toBe(1);
      await screenshot(page, `phone-enrollment-requests-rows-${colorScheme}`);
      await context.close();
    }
  });
});
