import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from '../support/browser';
import {
  apiLogin,
  createSignup,
  seedApprovedOrganisation,
  seedInvitation,
  seedSignup,
} from '../support/seed';
import { toast } from '../support/screen-checks';
import { chooseOptionByKeyboard } from '../support/select';
import { openLoginQr, signIn } from '../support/login';
import { holderFromHex, newHolder, scanAndAnswer } from '../support/wallet';
import { rowOf } from '../support/table';

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
    const { page, context } = await signIn(chromium, 'provider', holderFromHex(inject('providerKeyHex')));
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
    const { page, context } = await signIn(chromium, 'individual', newHolder(), { name: 'Double Clicker' });
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

  it('invites once on a double-click of Invite, and the invitee accepts once on a double-click of Accept', async () => {
    const admin = newHolder();
    const signup = createSignup({ orgName: `Double Invite ${Date.now()} Ltd` });
    await seedApprovedOrganisation(baseUrl, {
      provider: holderFromHex(inject('providerKeyHex')),
      requester: admin,
      signup,
    });
    const { page, context } = await signIn(chromium, 'organisation', admin);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin-invitations');
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog');
    await chooseOptionByKeyboard(page, dialog.getByRole('combobox', { name: 'Role' }), 'UserAdmin');
    await dialog.getByLabel('Name').fill('Once Invited');
    await dialog.getByLabel('Email').fill('once.invited@example.org');
    const invites = changesTo(page, /^\/api\/v1\/invitations\/?$/);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).dblclick();
    await toast(page, 'Invited successfully');
    await rowOf(page, 'Once Invited').waitFor();
    expect(invites).toEqual(['POST']);
    expect(await page.getByText('This person already has a pending invitation').count()).toBe(0);
    await context.close();

    // Another invitation, to a person who opens its link, logs in and accepts with a double-click.
    const invitation = await seedInvitation(baseUrl, {
      adminToken: await apiLogin(baseUrl, admin, 'organisation'),
      roleCode: '1030',
      name: 'Once Accepted',
      email: 'once.accepted@example.org',
    });
    const invitee = await chromium.open();
    await invitee.page.goto(`/endorsements?invitationCode=${invitation.invitationCode}`);
    await invitee.page.waitForURL('**/login');
    await openLoginQr(invitee.page, 'individual');
    await scanAndAnswer(invitee.page, newHolder(), {
      name: 'Once Accepted',
      email: 'once.accepted@example.org',
    });
    await invitee.page.waitForURL('**/endorsements');
    const accept = invitee.page.getByRole('button', { name: /^Accept/ }).first();
    await accept.waitFor();
    const answers = changesTo(invitee.page, /invitation/);
    await accept.dblclick();
    await toast(invitee.page, 'Accepted successfully');
    await invitee.page.getByText('No pending invitations').waitFor();
    expect(answers).toEqual(['PUT']);
    expect(await invitee.page.getByText('This invitation has already been answered').count()).toBe(0);
    await invitee.context.close();
  });
});
