import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from '../support/browser';
import { loginWithWallet } from '../support/login';
import { createSignup, seedSignup } from '../support/seed';
import { rowOf } from '../support/table';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');

/** The changes (any method but GET) the page sends to a path matching `path`, as they are sent. */
function changesTo(page: Page, path: RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && path.test(new URL(request.url()).pathname)) sent.push(request.method());
  });
  return sent;
}

/** Issue 44: a double-click on a button that changes something sends the change once. */
describe('double submits', () => {
  const chromium = useChromium(baseUrl);

  it('approves an enrolment once on a double-click, with one toast', async () => {
    const signup = createSignup({ orgName: `Double Click ${Date.now()} Ltd` });
    await seedSignup(baseUrl, newHolder(), signup);
    const { page, context } = await chromium.open();
    await loginWithWallet(page, 'provider', holderFromHex(inject('providerKeyHex')));
    await page.waitForURL('**/enrollment-requests');
    await page.getByPlaceholder('Search by Org Name').fill(signup.orgName);
    const row = rowOf(page, signup.orgName);
    await row.getByRole('button', { name: 'Approve' }).click();
    const sent = changesTo(page, /^\/api\/invite\/invitations\//);
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).dblclick();
    await page.getByText('Successfully approve new organization').waitFor();
    await row.getByText('Accepted').waitFor();
    expect(sent).toEqual(['POST']);
    expect(await page.getByText('Fail to approve new organization').count()).toBe(0);
    await context.close();
  });

  it('saves the profile once on a double-click of Save', async () => {
    const { page, context } = await chromium.open();
    await loginWithWallet(page, 'individual', newHolder(), { name: 'Double Clicker' });
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/account-setting');
    const mine = page.getByRole('region', { name: 'My profile' });
    await mine.getByLabel('Name').fill('Single Saver');
    const sent = changesTo(page, /^\/api\/v1\/auth\/me$/);
    await mine.getByRole('button', { name: 'Save' }).dblclick();
    await page.getByText('Profile saved').first().waitFor();
    await page.getByRole('banner').getByText('Single Saver').waitFor();
    expect(sent).toEqual(['PUT']);
    await context.close();
  });
});
