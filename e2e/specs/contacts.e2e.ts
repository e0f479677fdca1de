import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactFromQr, decodeQrImage } from '@sigil/wallet';
import { expectAccessible } from '../support/axe';
import { screenshot, useChromium } from '../support/browser';
import { signIn } from '../support/login';
import { createSignup, seedSignup } from '../support/seed';
import { openFromSidebar } from '../support/sidebar';
import { readTable } from '../support/table';
import { holderFromHex, newHolder, walletCli, walletHomeOf } from '../support/wallet';

const baseUrl = inject('baseUrl');

/**
 * Issue 12's story: Ada keeps her quick contacts (add, refuse bad input, edit, search, remove) and
 * shares one with Bob, who hears of it at once in his open console, opens the notification and
 * saves the card. Ada's Generate QR downloads a PNG that the wallet decodes and adds to Bob's
 * address book, which his console then lists. The provider's Enrollment Requests shows a new
 * signup without a reload.
 */
describe('contacts, notifications and the live channel', () => {
  const provider = holderFromHex(inject('providerKeyHex'));
  const ada = newHolder();
  const bob = newHolder();
  const carolDid = newHolder().did;
  const chromium = useChromium(baseUrl);

  async function rowsWhenThere(page: Page, count: number) {
    let rows: Array<Record<string, string>> = [];
    await expect
      .poll(async () => (rows = await readTable(page.getByRole('table'))).length, { timeout: 15_000 })
      .toBe(count);
    return rows;
  }

  const bell = (page: Page) => page.getByTestId('notification-bell');

  it('adds, checks, edits, shares and removes contacts; the receiver hears of a share live and saves it', async () => {
    const adaConsole = await signIn(chromium, 'individual', ada, { name: 'Ada Lovelace' });
    const bobConsole = await signIn(chromium, 'individual', bob, { name: 'Bob Byron' });
    const page = adaConsole.page;

    await openFromSidebar(page, 'Contacts', '**/contacts');
    await page.getByRole('table').getByText('No data available.').waitFor();
    await expectAccessible(page);

    // Add: the form refuses what it must, in the spec's words, before anything is sent.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('DID is required').waitFor();
    await dialog.getByLabel('Name').fill('Carol Danvers');
    await dialog.getByLabel('DID').fill('did:sigil:0x1234');
    await dialog.getByLabel('Email').fill('carol@example..com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Invalid DID format').waitFor();
    await dialog.getByText('Email invalid').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'contacts-dialog-errors');
    await dialog.getByLabel('DID').fill(carolDid);
    await dialog.getByLabel('Email').fill('carol@example.com');
    await dialog.getByLabel('Organization').fill('Starforce');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Create new contact successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // A second contact, then the same DID again is refused on its field.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await dialog.getByLabel('Name').fill('Bob Byron');
    await dialog.getByLabel('DID').fill(bob.did);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Create new contact successfully').first().waitFor();
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await dialog.getByLabel('Name').fill('Bob again');
    await dialog.getByLabel('DID').fill(bob.did);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('You have a contact with this DID already').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    let rows = await rowsWhenThere(page, 2);
    expect(rows.map((row) => [row.Name, row.Email, row.Organization])).toEqual([
      ['Bob Byron', '—', '—'],
      ['Carol Danvers', 'carol@example.com', 'Starforce'],
    ]);

    // Edit Carol's note.
    await page.getByRole('button', { name: 'Edit Carol Danvers' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await edit.getByLabel('Note').fill('Met at the DID summit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update contact successfully').waitFor();
    // The toast comes with the answer; the list is asked for again after it.
    await expect
      .poll(async () => (await rowsWhenThere(page, 2))[1]?.Note, { timeout: 15_000 })
      .toBe('Met at the DID summit');

    // Search narrows the list (by organisation here).
    await page.getByLabel('Search contacts').fill('starforce');
    await page.getByRole('table').getByText('Bob Byron').waitFor({ state: 'detached' });
    rows = await rowsWhenThere(page, 1);
    expect(rows[0]?.Name).toBe('Carol Danvers');
    await screenshot(page, 'contacts-list');

    // Share Carol with Bob: Bob's console, open on his home, hears of it at once.
    await expect.poll(() => bell(bobConsole.page).getAttribute('aria-label')).toBe('Notifications, 0 unseen');
    await page.getByRole('button', { name: 'Share Carol Danvers' }).click();
    const share = page.getByRole('dialog', { name: 'Share Carol Danvers' });
    await share.getByLabel('Recipient DID').fill(ada.did);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await share.getByText('Share a contact with someone else').waitFor();
    await share.getByLabel('Recipient DID').fill(bob.did);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Carol Danvers shared').waitFor();

    const bobPage = bobConsole.page;
    await bobPage.getByText('Ada Lovelace shared the contact Carol Danvers with you').waitFor();
    await expect.poll(() => bell(bobPage).getAttribute('aria-label')).toBe('Notifications, 1 unseen');
    await bell(bobPage).click();
    const list = bobPage.getByRole('dialog', { name: 'Notifications' });
    const item = list.getByTestId('notification');
    await item.getByText('Unseen:').waitFor({ state: 'attached' });
    await expectAccessible(bobPage);
    await screenshot(bobPage, 'notifications-unseen');
    await item.getByRole('button', { name: /shared the contact Carol Danvers/ }).click();
    await item.getByText('Starforce').waitFor();
    await expect.poll(() => bell(bobPage).getAttribute('aria-label')).toBe('Notifications, 0 unseen');
    await item.getByRole('button', { name: 'Save to my contacts' }).click();
    await bobPage.getByText('Create new contact successfully').waitFor();
    await item.getByRole('button', { name: 'Saved' }).waitFor();
    await screenshot(bobPage, 'notifications-saved');
    await bobPage.keyboard.press('Escape');
    await openFromSidebar(bobPage, 'Contacts', '**/contacts');
    await bobPage.getByRole('table').getByText('Carol Danvers').waitFor();
    const bobs = await rowsWhenThere(bobPage, 1);
    expect([bobs[0]?.Name, bobs[0]?.Note]).toEqual(['Carol Danvers', 'Met at the DID summit']);

    // Bob's recent history has the share and his login, newest first.
    await openFromSidebar(bobPage, 'Recent History', '**/recent-history');
    await bobPage
      .getByRole('table')
      .getByText('Ada Lovelace shared the contact Carol Danvers with you')
      .waitFor();
    const history = await readTable(bobPage.getByRole('table'));
    expect(history.map((row) => row.Event)).toEqual([
      'Ada Lovelace shared the contact Carol Danvers with you',
      'Logged in as an individual',
    ]);
    await expectAccessible(bobPage);
    await screenshot(bobPage, 'recent-history');

    // The notification survives a reload, seen.
    await bobPage.reload();
    await expect.poll(() => bell(bobPage).getAttribute('aria-label')).toBe('Notifications, 0 unseen');

    // Ada removes Bob's contact, after the confirmation.
    await page.getByLabel('Search contacts').fill('');
    await page.getByRole('button', { name: 'Remove Bob Byron' }).click();
    await page.getByText('Are you sure you want to remove this Contact?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Remove contact successfully').waitFor();
    await page.getByRole('table').getByText('Bob Byron').waitFor({ state: 'detached' });
    expect((await rowsWhenThere(page, 1))[0]?.Name).toBe('Carol Danvers');

    // Ada's Generate QR: the PNG decodes (with the wallet library) to her DID and name; Bob's
    // wallet CLI adds it and pushes his address book, and his console lists her.
    await openFromSidebar(page, 'Generate QR', '**/generate-qr');
    await page.getByText(ada.did).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'generate-qr');
    // Each QR's buttons are named with its section (an organisation login shows two QR codes).
    expect(await page.getByRole('button', { name: 'Copy text: My DID', exact: true }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG: My DID', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ada-lovelace-did-qr.png');
    const pngPath = await download.path();
    expect(contactFromQr(await decodeQrImage(pngPath))).toEqual({
      v: 1,
      kind: 'contact',
      did: ada.did,
      name: 'Ada Lovelace',
    });
    const bobHome = await walletHomeOf(bob, { name: 'Bob Byron' });
    const added = walletCli(bobHome, ['contacts', 'add', pngPath, '--server', baseUrl]);
    expect(added).toContain(`Added Ada Lovelace (${ada.did})`);
    expect(added).toContain('Synced: 1 added, 0 merged');
    await openFromSidebar(bobPage, 'Contacts', '**/contacts');
    await bobPage.getByRole('table').getByText('Ada Lovelace', { exact: true }).waitFor();
    const withAda = await rowsWhenThere(bobPage, 2);
    expect(withAda.map((row) => row.Name)).toEqual(['Ada Lovelace', 'Carol Danvers']);

    await adaConsole.context.close();
    await bobConsole.context.close();
  });

  it("shows a new signup on the provider's open Enrollment Requests without a reload", async () => {
    const orgName = `Live Arrival ${Date.now()} Ltd`;
    const { page, context } = await signIn(chromium, 'provider', provider);
    // The suite's other stories sign organisations up on the same server: the list is narrowed to this one.
    await page.getByPlaceholder('Search by Org Name').fill(orgName);
    await page.getByRole('table').getByText(`No results for “${orgName}”.`).waitFor();
    await seedSignup(baseUrl, newHolder(), createSignup({ orgName }));
    await page.getByRole('table').getByText(orgName).waitFor({ timeout: 5_000 });
    await context.close();
  });
});
