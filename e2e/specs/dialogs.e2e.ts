import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useChromium } from '../support/browser';
import { signIn } from '../support/login';
import { createSignup, seedApprovedOrganisation } from '../support/seed';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));

/** How many Tab presses (and as many Shift+Tab) a dialog must keep the focus through. */
const TAB_ROUNDS = 12;

/** The focused element's role and name, and whether it is inside the open dialog. */
function focus(page: Page): Promise<{ inDialog: boolean; role: string; name: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      inDialog: !!element?.closest('[role="dialog"]'),
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '',
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
    };
  });
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * A dialog by keyboard alone: its button takes Enter (or Space), the focus moves into the dialog,
 * stays inside through Tab and Shift+Tab, a Select inside opens on its options and closes back on
 * itself, and Escape closes the dialog with the focus back on the button.
 */
async function checkDialogByKeyboard(
  page: Page,
  trigger: Locator,
  key: 'Enter' | 'Space',
  withSelect: boolean,
) {
  await trigger.click({ trial: true }); // waits until usable: a prerendered button is disabled until hydrated
  await trigger.focus();
  await page.keyboard.press(key);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(async () => (await focus(page)).inDialog, { timeout: 5_000 }).toBe(true);

  for (const tab of ['Tab', 'Shift+Tab'] as const) {
    for (let round = 0; round < TAB_ROUNDS; round++) {
      await page.keyboard.press(tab);
      const now = await focus(page);
      expect(now.inDialog, `${tab} #${round + 1} left the dialog for ${now.role} "${now.name}"`).toBe(true);
    }
  }

  if (withSelect) {
    // A Select's menu inside a dialog must take the focus from the dialog's focus trap.
    const select = dialog.getByRole('combobox').first();
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await expect.poll(async () => (await focus(page)).role).toBe('option');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(select)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(trigger)).toBe(true);
}

/** Issue 7: dialogs trap the focus and close with Escape, checked in Chromium on the renderer that ships. */
describe('dialogs by keyboard: in, around, a Select inside, and out with Escape', () => {
  const chromium = useChromium(baseUrl);
  const admin = newHolder();
  beforeAll(async () => {
    await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup: createSignup() });
  });

  it('the login screen: a QR login dialog', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/login');
    await checkDialogByKeyboard(
      page,
      page.getByRole('button', { name: 'Login (Individual)' }),
      'Enter',
      false,
    );
    await context.close();
  });

  it("an organisation Admin's dialogs: invite, field type, contact, report", async () => {
    const { page, context } = await signIn(chromium, 'organisation', admin);
    await page.waitForURL((url) => url.pathname === '/');
    const dialogs = [
      { path: '/admin-invitations', button: 'Invite User', key: 'Enter', withSelect: true },
      { path: '/custom-fields', button: 'Create field type', key: 'Space', withSelect: true },
      { path: '/contacts', button: 'Add Contact', key: 'Space', withSelect: false },
      { path: '/my-activities', button: 'Report', key: 'Enter', withSelect: false },
    ] as const;
    for (const { path, button, key, withSelect } of dialogs) {
      await page.goto(path);
      const trigger = page.getByRole('button', { name: button, exact: true });
      await trigger.waitFor();
      await checkDialogByKeyboard(page, trigger, key, withSelect);
    }
    await context.close();
  }, 120_000);
});

/** Issue 44: the browser's Back closes an open dialog, as on a phone; the next Back leaves the screen. */
describe("the browser's Back with a dialog open", () => {
  const chromium = useChromium(baseUrl);

  it('closes the dialog and stays, then goes back to the screen before', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/organisation-signup');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login (Individual)' }).click();
    await page.getByTestId('qr-code').waitFor();

    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The router puts the address back (history.go) while the dialog closes: on a busy machine the
    // dialog can be gone first. Should Back have left the screen, the address never comes back.
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in to Sigil' }).waitFor();

    await page.goBack();
    await page.waitForURL('**/organisation-signup');
    await page.getByRole('heading', { name: 'Enroll Organization' }).waitFor();
    await context.close();
  });
});
