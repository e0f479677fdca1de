import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium, screenshot } from '../support/browser';
import { loginWithWallet, logOut } from '../support/login';
import { fillSignupForm, type Signup } from '../support/signup-form';
import { rowOf } from '../support/table';
import { holderFromHex, newHolder, scanAndAnswer, type E2eHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));
const stamp = Date.now().toString(36);

/** The requester fills the form, scans the QR with their wallet and sees the confirmation. */
async function signUp(page: Page, signup: Signup, requester: E2eHolder, name: string) {
  await page.goto('/organisation-signup');
  await fillSignupForm(page, signup);
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByText('I agree to be the admin for this organization and I will login using my DID')
    .waitFor();
  await scanAndAnswer(page, requester, { name, email: signup.contactEmail });
  await page.getByText('Enrollment request received').waitFor();
  await page.getByText(`Email notification sent to ${signup.contactEmail.toLowerCase()}`).waitFor();
}

describe('organisation onboarding, end to end', () => {
  const chromium = useChromium(baseUrl);
  const requester = newHolder();
  const accepted: Signup = {
    orgName: `Acme Trust ${stamp}`,
    contactEmail: `Admin.${stamp}@Acme.example`,
    phone: '91234567',
    orgRegNumber: `UEN-${stamp}-A`,
  };
  const refused: Signup = { ...accepted, orgName: `Shady Ltd ${stamp}`, orgRegNumber: `UEN-${stamp}-B` };

  it("goes from the QR step back to the form with the browser's Back, the values kept", async () => {
    const { page, context } = await chromium.open();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Enroll your Organization' }).click();
    await fillSignupForm(page, { ...accepted, orgName: `Back Button ${stamp}` });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('qr-code').waitFor();

    await page.goBack();
    await page.getByTestId('orgName').waitFor();
    // The router puts the address back (history.go) while the form returns (dialogs.e2e.ts).
    await page.waitForURL((url) => url.pathname === '/organisation-signup');
    expect(await page.getByTestId('orgName').inputValue()).toBe(`Back Button ${stamp}`);
    expect(await page.getByTestId('qr-code').count()).toBe(0);

    await page.goBack();
    await page.waitForURL('**/login');
    await context.close();
  });
  it('shows each validation message for bad input and keeps Next disabled', async () => {
    const { page, context } = await chromium.open();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Enroll your Organization' }).click();
    await page.getByRole('heading', { name: 'Enroll Organization' }).waitFor();
    await page.getByText('Please fill in your information').waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);

    await page.getByTestId('orgName').fill('x');
    await page.getByTestId('orgName').fill('');
    await page.getByText('Organisation Name of organise is required').waitFor();
    await page.getByTestId('contactEmail').fill('not-an-email');
    await page.getByTestId('contactEmail').blur();
    await page.getByText('Contact Email invalid').waitFor();
    await page.getByTestId('contactNumber').fill('9123456');
    await page.getByTestId('contactNumber').blur();
    await page.getByText('Contact Number must be at least 8 digits').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await screenshot(page, 'signup-errors-light');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('signs up, is approved by the provider, and the requester logs in as Admin', async () => {
    const { page, context } = await chromium.open();
    await signUp(page, accepted, requester, 'Ada Admin');
    await screenshot(page, 'signup-received-light');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login');

    const mails = readdirSync(path.join(inject('dataDir'), 'outbox')).map((file) =>
      readFileSync(path.join(inject('dataDir'), 'outbox', file), 'utf8'),
    );
    expect(
      mails.some(
        (mail) =>
          mail.includes(accepted.contactEmail.toLowerCase()) && /Enrollment request received/.test(mail),
      ),
    ).toBe(true);

    // The provider finds the request by searching and approves it.
    await loginWithWallet(page, 'provider', provider);
    await page.waitForURL('**/enrollment-requests');
    await page.getByPlaceholder('Search by Org Name').fill(accepted.orgName.toUpperCase().slice(0, 12));
    const row = rowOf(page, accepted.orgName);
    await row.getByText('Pending').waitFor();
    await screenshot(page, 'enrollment-requests-light');
    await row.getByRole('button', { name: 'Approve' }).click();
    const ask = page.getByRole('dialog');
    await ask.getByText(`Approve the enrollment of ${accepted.orgName}?`, { exact: false }).waitFor();
    // Every account feature starts ticked; this organisation gets Endorsements only, for now.
    await ask.getByRole('checkbox', { name: /Membership schemes/ }).uncheck();
    expect(await ask.getByRole('checkbox', { name: /Endorsements/ }).isChecked()).toBe(true);
    await screenshot(page, 'enrollment-approve-dialog-light');
    await ask.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Successfully approve new organization').waitFor();
    await row.getByText('Accepted').waitFor();
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await logOut(page);

    // The requester logs in with Login (Organization) and sees their organisation.
    await loginWithWallet(page, 'organisation', requester);
    await page.getByRole('heading', { name: 'Your Organization', exact: true }).waitFor();
    expect(await page.getByTestId('your-organisation-businessName').textContent()).toBe(accepted.orgName);
    await page.getByRole('link', { name: 'Admin Management' }).waitFor();
    await screenshot(page, 'organisation-home-light');
    await logOut(page);
    await context.close();
  });

  it('lets the provider open the organisation by double-click and see the requester under Endorsee', async () => {
    const { page, context } = await chromium.open({ colorScheme: 'dark' });
    await loginWithWallet(page, 'provider', provider);
    await page.waitForURL('**/enrollment-requests');
    await page.getByRole('link', { name: 'Organizations' }).click();
    await page.waitForURL('**/organizations-management');
    const row = rowOf(page, accepted.orgName);
    await row.waitFor();
    await screenshot(page, 'organizations-dark');
    await row.dblclick();
    await page.waitForURL('**/organizations-detail**');
    await page.getByText(accepted.orgRegNumber).first().waitFor();
    // The features granted at approval; the provider adds the one withheld.
    const features = page.getByTestId('organisation-features');
    await features.getByText('Endorsements').waitFor();
    expect(await features.getByText('Membership schemes').count()).toBe(0);
    await page.getByRole('button', { name: 'Change features' }).click();
    const dialog = page.getByRole('dialog', { name: `Features of ${accepted.orgName}` });
    await dialog.getByRole('checkbox', { name: /Membership schemes/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Features saved').waitFor();
    await features.getByText('Membership schemes').waitFor();
    await page.getByRole('tab', { name: 'Endorsee' }).click();
    await page.getByRole('cell', { name: requester.did }).waitFor();
    await screenshot(page, 'organisation-detail-dark');
    await context.close();
  });

  it('rejects a signup with a reason that reaches the requester by mail; it shows as Rejected, with no actions', async () => {
    const { page, context } = await chromium.open({ colorScheme: 'dark' });
    await signUp(page, refused, newHolder(), 'Sam Shady');
    await loginWithWallet(page, 'provider', provider);
    await page.waitForURL('**/enrollment-requests');
    const row = rowOf(page, refused.orgName);
    await row.getByRole('button', { name: 'Reject' }).click();
    const ask = page.getByRole('dialog');
    await ask.getByLabel('Reason (optional)').fill('The registration number is not on the register');
    await screenshot(page, 'enrollment-reject-dialog-dark');
    await ask.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Successfully reject new organization').waitFor();
    await row.getByText('Rejected').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    await expect
      .poll(() =>
        readdirSync(path.join(inject('dataDir'), 'outbox'))
          .map((file) => readFileSync(path.join(inject('dataDir'), 'outbox', file), 'utf8'))
          .some((mail) => mail.includes('The reason given: The registration number is not on the register')),
      )
      .toBe(true);
    await screenshot(page, 'enrollment-requests-dark');
    await context.close();
  });

  it('signs up with the longest value in every field: the QR code carries only the reference and the name, and scans', async () => {
    // SIGNUP_FIELD_LIMITS, the name in a 3-byte script (the heaviest text for the QR code).
    const fill = (prefix: string, length: number, char: string) =>
      prefix + char.repeat(length - prefix.length);
    const longest = {
      orgName: fill(`Longest ${stamp} `, 100, '漢'),
      contactEmail: `${fill(`ops.${stamp}.`, 254 - '@acme.example'.length, 'o')}@acme.example`,
      orgRegNumber: fill(`UEN-${stamp}-`, 50, '9'),
      corporateWebsite: fill('https://acme.example/', 255, 'p'),
      mailingAddress1: fill('1 Raffles Place ', 300, 'a'),
    };
    const { page, context } = await chromium.open();
    await page.goto('/organisation-signup');
    for (const [name, value] of Object.entries(longest)) await page.getByTestId(name).fill(value);
    await page.getByTestId('contactNumber').fill('91234567');
    await page.getByTestId('countryOfIncorporation').fill('British Indian Ocean Territory');
    await page.keyboard.press('Escape');
    for (const [name, value] of Object.entries(longest))
      expect(await page.getByTestId(name).inputValue()).toBe(value);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByTestId('qr-code').waitFor();
    const qrText = await page.getByTestId('qr-text').inputValue();
    // The link that opens the phone wallet: the request's reference and the name, nothing more.
    const link = new URL(qrText);
    expect(link.pathname).toBe('/wallet/');
    expect([...new URLSearchParams(link.hash.replace(/^#\/answer\?/, '')).keys()].sort()).toEqual([
      'exp',
      'intent',
      'nonce',
      'org',
      'txid',
      'v',
    ]);
    expect(qrText).not.toContain(longest.mailingAddress1);
    const sent = await scanAndAnswer(page, newHolder(), {
      name: 'Lena Longest',
      email: longest.contactEmail,
    });
    expect(sent.response).toEqual({ status: 'COMPLETED' });
    await page.getByText('Enrollment request received').waitFor();
    await context.close();
  });
});
