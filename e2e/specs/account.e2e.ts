import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsDone, seriousViolations } from '../support/axe';
import { screenshot, useChromium } from '../support/browser';
import { accountMenuButton, signIn } from '../support/login';
import { createSignup, seedApprovedOrganisation } from '../support/seed';
import { readTable } from '../support/table';
import { holderFromHex, newHolder } from '../support/wallet';

/** A 1×1 PNG, and a text file that calls itself one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const baseUrl = inject('baseUrl');

/**
 * Issue 12's account settings: an organisation's Admin renames it and uploads its logo, and the
 * header shows both at once; a refused file changes nothing. A person changes their own name, and
 * the header says it; the Recent History lists each change.
 */
describe('account settings', () => {
  const provider = holderFromHex(inject('providerKeyHex'));
  const admin = newHolder();
  const chromium = useChromium(baseUrl);
  const files = mkdtempSync(path.join(tmpdir(), 'sigil-logos-'));
  afterAll(() => rmSync(files, { recursive: true, force: true }));

  beforeAll(async () => {
    await seedApprovedOrganisation(baseUrl, {
      provider,
      requester: admin,
      signup: createSignup({ orgName: 'Settings Story Ltd' }),
    });
    writeFileSync(path.join(files, 'logo.png'), PNG);
    writeFileSync(path.join(files, 'fake.png'), '<svg onload="alert(1)"/>');
  }, 120_000);

  it("renames the organisation and uploads its logo: the header changes at once; the Admin's own name too", async () => {
    const { page, context } = await signIn(chromium, 'organisation', admin, { name: 'Sam Settings' });
    const banner = page.getByRole('banner');
    await banner.getByText('Settings Story Ltd · Admin').waitFor();

    await page.getByTestId('account-menu-trigger').click();
    // Clicked once the menu has grown open: earlier, the click can land on a neighbour.
    await animationsDone(page);
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL('**/account-setting');
    const organisation = page.getByRole('region', { name: 'Organization' });
    await organisation.getByLabel('Organization Name').waitFor();
    await expect
      .poll(() => organisation.getByLabel('Organization Name').inputValue())
      .toBe('Settings Story Ltd');

    // A website that is no web address is refused in place; nothing is sent.
    await organisation.getByLabel('Organization Website').fill('javascript:alert(1)');
    await organisation.getByRole('button', { name: 'Save' }).click();
    await organisation
      .getByText('Organization Website must be a web address starting with http:// or https://')
      .waitFor();
    await organisation.getByLabel('Organization Website').fill('https://settings.example');
    await organisation.getByLabel('Organization Name').fill('Settings Renamed Ltd');
    await organisation.getByLabel('Mailing Address 2').fill('Level 3');
    await organisation.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization details saved').waitFor();
    await banner.getByText('Settings Renamed Ltd · Admin').waitFor();

    // A file that is no image is refused before it is sent; a PNG becomes the logo, in the header too.
    const chooser = organisation.locator('input[type=file]');
    await chooser.setInputFiles(path.join(files, 'fake.png'));
    await page.getByText('The logo must be a PNG, JPEG or WebP image').waitFor();
    await chooser.setInputFiles(path.join(files, 'logo.png'));
    await page.getByText('Logo saved').waitFor();
    const headerLogo = banner.locator('img');
    await expect
      .poll(() => headerLogo.getAttribute('src'))
      .toMatch(/^\/api\/v1\/logos\/did:sigil:0x[0-9a-f]{40}\?v=/);
    const served = await page.evaluate(
      async (src) => {
        const response = await fetch(src);
        return {
          type: response.headers.get('content-type'),
          size: (await response.arrayBuffer()).byteLength,
        };
      },
      (await headerLogo.getAttribute('src'))!,
    );
    expect(served).toEqual({ type: 'image/png', size: PNG.length });

    // My own name, in the same screen.
    const mine = page.getByRole('region', { name: 'My profile' });
    await mine.getByLabel('Name').fill('Samantha Settings');
    await mine.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    await banner.getByText('Samantha Settings').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'account-settings');

    // A reload keeps it all (stored, not only shown).
    await page.reload();
    await banner.getByText('Settings Renamed Ltd · Admin').waitFor();
    await banner.getByText('Samantha Settings').waitFor();

    // The Recent History lists each change, newest first.
    await page.goto('/recent-history');
    await page.getByRole('table').getByText('Changed your profile').waitFor();
    const events = (await readTable(page.getByRole('table'))).map((row) => row.Event);
    expect(events.slice(0, 3)).toEqual([
      'Changed your profile',
      'Changed the logo of Settings Renamed Ltd',
      'Changed the details of Settings Renamed Ltd',
    ]);

    // The phone's account menu opens the same screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await accountMenuButton(page).click();
    await animationsDone(page);
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL('**/account-setting');
    await context.close();
  });
});
