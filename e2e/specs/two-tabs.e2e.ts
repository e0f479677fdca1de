import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot, useChromium } from '../support/browser';
import { loginWithWallet, logOut } from '../support/login';
import { newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');

/** Issue 44: a logout in one tab, seen from another tab with a half-filled form. */
describe('two tabs', () => {
  const chromium = useChromium(baseUrl);

  it('keeps the other tab and what was typed in it, and carries on there after logging in again', async () => {
    const { page: first, context } = await chromium.open();
    const holder = newHolder();
    await loginWithWallet(first, 'individual', holder, { name: 'Tabitha Tabs' });
    await first.waitForURL(`${baseUrl}/`);

    const second = await context.newPage();
    await second.goto(`${baseUrl}/account-setting`);
    const profile = second.getByRole('region', { name: 'My profile' });
    await profile.getByLabel('Name').fill('Tabitha Two Tabs');

    await logOut(first);
    const dialog = second.getByRole('dialog', { name: 'You logged out in another tab' });
    await dialog.waitFor();
    expect(second.url()).toBe(`${baseUrl}/account-setting`);
    expect(await seriousViolations(second)).toEqual([]);
    await screenshot(second, 'two-tabs-logged-out-elsewhere');

    await loginWithWallet(first, 'individual', holder);
    await dialog.waitFor({ state: 'hidden' });
    expect(await profile.getByLabel('Name').inputValue()).toBe('Tabitha Two Tabs');
    await profile.getByRole('button', { name: 'Save' }).click();
    await second.getByText('Profile saved').waitFor();
    await second.getByRole('banner').getByText('Tabitha Two Tabs').waitFor();
    await context.close();
  });
});
