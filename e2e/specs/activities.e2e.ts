import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACTIVITY_CSV_COLUMNS } from '@sigil/core';
import { expectAccessible } from '../support/axe';
import { screenshot, useChromium } from '../support/browser';
import { signIn } from '../support/login';
import { apiLoginAs, createSignup, seedAdminRoleMember, seedApprovedOrganisation } from '../support/seed';
import { openFromSidebar } from '../support/sidebar';
import { chooseOptions } from '../support/select';
import { readTable } from '../support/table';
import { holderFromHex, newHolder, walletCli, walletHomeOf } from '../support/wallet';
import { tempDirOfTest } from '../../apps/server/src/test/temp-dir';

const baseUrl = inject('baseUrl');

/**
 * Issue 11's story, with the real wallet CLI: a member signs, verifies, seals (for her Admin) and
 * asserts, once for her organisation; the Admin unseals. My Activities shows each of them, filters
 * them by dates and downloads a reports.csv with the same rows; the Admin reads the organisation's
 * activities narrowed to her name; the provider finds both by DID on the two tabs.
 */
describe('activities from the wallet to the reports', () => {
  const provider = holderFromHex(inject('providerKeyHex'));
  const admin = newHolder();
  const ivy = { holder: newHolder(), name: 'Ivy Activity' };
  const signup = createSignup({ orgName: 'Activity Story Ltd' });
  const CONTENT = 'The board approves the merger.\n';
  let organisationDid: string;
  const chromium = useChromium(baseUrl);

  beforeAll(async () => {
    organisationDid = (await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup }))
      .organisationDid!;
    // Ivy is a UserAdmin of the organisation, so her wallet may record activities for it.
    const adminToken = await apiLoginAs(baseUrl, admin, 'Admin');
    await seedAdminRoleMember(baseUrl, { adminToken, holder: ivy.holder, roleCode: '1020', name: ivy.name });
  }, 120_000);

  /** The table's rows once it shows `count` of them (the report loads after the screen). */
  async function rowsWhenThere(page: Page, count: number) {
    const table = page.getByRole('table');
    // The rows that were counted, not a second read: a refetch may be under way between two reads.
    let rows: Array<Record<string, string>> = [];
    await expect.poll(async () => (rows = await readTable(table)).length, { timeout: 15_000 }).toBe(count);
    return rows;
  }

  const events = (rows: Array<Record<string, string>>) => rows.map((row) => row.Event).sort();

  it('records the wallet commands and reports them to the holder, the organisation and the provider', async () => {
    // Ivy logs in once (REGISTER), as the console's individual.
    const ivyConsole = await signIn(chromium, 'individual', ivy.holder, { name: ivy.name });
    const page = ivyConsole.page;

    // Her wallet, on her machine: sign, verify, seal for the Admin, assert, and a signature for the organisation.
    const ivyHome = await walletHomeOf(ivy.holder, { name: ivy.name });
    const ivyFiles = tempDirOfTest('sigil-ivy-files-');
    writeFileSync(path.join(ivyFiles, 'contract.txt'), CONTENT);
    const ivyWallet = (...args: string[]) =>
      walletCli(ivyHome, [...args, '--server', baseUrl], { cwd: ivyFiles });
    ivyWallet('sign', 'contract.txt');
    expect(readFileSync(path.join(ivyFiles, 'contract.txt.sig'), 'utf8').split('.')).toHaveLength(3);
    expect(ivyWallet('verify', 'contract.txt')).toContain(`Valid signature by ${ivy.holder.did}`);
    ivyWallet('seal', 'contract.txt', '--for', admin.did);
    expect(readFileSync(path.join(ivyFiles, 'contract.txt.sealed'), 'utf8')).not.toContain('merger');
    expect(ivyWallet('assert', 'over-18', '--value', 'yes').trim().split('.')).toHaveLength(3);
    ivyWallet('sign', 'contract.txt', '--org', organisationDid, '--remarks', 'For the board');

    // The Admin opens the sealed file with his own wallet, for the organisation.
    const adminHome = await walletHomeOf(admin);
    const adminFiles = tempDirOfTest('sigil-admin-files-');
    copyFileSync(path.join(ivyFiles, 'contract.txt.sealed'), path.join(adminFiles, 'contract.txt.sealed'));
    walletCli(adminHome, ['unseal', 'contract.txt.sealed', '--org', organisationDid, '--server', baseUrl], {
      cwd: adminFiles,
    });
    expect(readFileSync(path.join(adminFiles, 'contract.txt'), 'utf8')).toBe(CONTENT);

    // Ivy's My Activities: her six events, newest first, the file named.
    await openFromSidebar(page, 'My Activities', '**/my-activities');
    const mine = await rowsWhenThere(page, 6);
    expect(events(mine)).toEqual(['Assert', 'Register', 'Seal', 'Sign', 'Sign', 'Verify']);
    expect(mine.filter((row) => row['File Name'] === 'contract.txt')).toHaveLength(4);
    expect(mine.find((row) => row.Event === 'Seal')?.Others).toContain('Sealed for');
    await page.getByRole('img', { name: /^Events from .+: / }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'activities-mine');

    // A range in the past holds none of them; today's holds all; Reset shows everything again.
    const startDate = page.getByLabel('Start Date').first();
    const endDate = page.getByLabel('End Date').first();
    await startDate.fill('2025-01-01');
    await endDate.fill('2025-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('table').getByText('No data available.').waitFor();
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await startDate.fill(today);
    await endDate.fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await rowsWhenThere(page, 6)).toHaveLength(6);
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await startDate.inputValue()).toBe('');
    expect(await rowsWhenThere(page, 6)).toHaveLength(6);

    // Report → reports.csv with the same events, times in the browser's time zone.
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download Report' });
    await dialog.getByText('Leave both dates empty for every activity.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'activities-report-dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reports.csv');
    const csvText = readFileSync(await download.path(), 'utf8');
    const [header, ...records]: string[][] = parse(csvText, {});
    expect(header).toEqual([...ACTIVITY_CSV_COLUMNS]);
    expect(records.map((record) => record[3]).sort()).toEqual([
      'ASSERT',
      'REGISTER',
      'SEAL',
      'SIGN',
      'SIGN',
      'VERIFY',
    ]);
    expect(records.every((record) => record[1] === ivy.holder.did && record[0] === ivy.name)).toBe(true);
    const forBoard = records.find((record) => record[9] === 'For the board')!;
    expect([forBoard[2], forBoard[3], forBoard[5]]).toEqual([organisationDid, 'SIGN', 'contract.txt']);
    expect(records.find((record) => record[3] === 'SEAL')![7]).toBe(admin.did);
    expect(records.every((record) => record[4]!.startsWith(today))).toBe(true);
    await ivyConsole.context.close();

    // The Admin reads the organisation's activities (its own registration at approval, Ivy's signature
    // for it and his unsealing); then only Ivy's.
    const adminConsole = await signIn(chromium, 'organisation', admin);
    await openFromSidebar(adminConsole.page, 'My Activities', '**/my-activities');
    const organisation = await rowsWhenThere(adminConsole.page, 3);
    expect(events(organisation)).toEqual(['Register', 'Sign', 'Unseal']);
    expect(organisation.find((row) => row.Event === 'Sign')?.Name).toBe(ivy.name);
    await chooseOptions(adminConsole.page, 'Name', [ivy.name]);
    await adminConsole.page.getByLabel('Start Date').first().fill(today);
    await adminConsole.page.getByRole('button', { name: 'Apply' }).click();
    const narrowed = await rowsWhenThere(adminConsole.page, 1);
    expect(narrowed[0]?.Event).toBe('Sign');
    await expectAccessible(adminConsole.page);
    await screenshot(adminConsole.page, 'activities-organisation');
    await adminConsole.context.close();

    // The provider finds Ivy on the individual tab and the organisation on the other.
    const providerConsole = await signIn(chromium, 'provider', provider);
    const provide = providerConsole.page;
    await openFromSidebar(provide, 'Activities', '**/admin-activities');
    await provide.getByRole('tab', { name: 'Individual Activities' }).click();
    const search = provide.getByLabel('DID', { exact: true });
    await search.fill(ivy.holder.did);
    await provide.getByRole('button', { name: 'Search', exact: true }).click();
    expect(events(await rowsWhenThere(provide, 6))).toEqual([
      'Assert',
      'Register',
      'Seal',
      'Sign',
      'Sign',
      'Verify',
    ]);
    // The chart of the searched DID too (it loads after the table).
    await provide.getByRole('img', { name: /^Events from .+: / }).waitFor();
    await expectAccessible(provide);
    await screenshot(provide, 'activities-provider-individual');

    await provide.getByRole('tab', { name: 'Organization Activities' }).click();
    // Changing the tab clears the search and its results.
    expect(await search.inputValue()).toBe('');
    await provide.getByText('Search for a DID to see its activities.').waitFor();
    await search.fill(organisationDid);
    await provide.getByRole('button', { name: 'Search', exact: true }).click();
    expect(events(await rowsWhenThere(provide, 3))).toEqual(['Register', 'Sign', 'Unseal']);
    await provide.getByRole('img', { name: /^Events from .+: / }).waitFor();
    await expectAccessible(provide);
    await screenshot(provide, 'activities-provider-organisation');
    await providerConsole.context.close();
  });
});
