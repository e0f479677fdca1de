import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { screenshot, screenVariants, useChromium } from '../support/browser';
import { openLoginQr, signIn } from '../support/login';
import { invitationLinkIn, mailTo } from '../support/outbox';
import {
  apiLogin,
  apiLoginAs,
  createSignup,
  seedActiveRole,
  seedApprovedOrganisation,
} from '../support/seed';
import { openSettledScreen, toast } from '../support/screen-checks';
import { openFromSidebar } from '../support/sidebar';
import { chooseOptionByKeyboard } from '../support/select';
import { rowOf } from '../support/table';
import {
  holderFromHex,
  newHolder,
  scanAndAnswer,
  walletCli,
  WALLET_PASSPHRASE,
  type E2eHolder,
} from '../support/wallet';

const baseUrl = inject('baseUrl');

/**
 * Issue 9's story, with real wallets: an Admin invites a UserAdmin and a RoleAdmin by e-mail; they
 * open the mailed links, log in and accept. The UserAdmin invites a person to an active custom role
 * and a machine by DID; the provider approves the machine once it has registered; the person
 * accepts in the console. The Admin removes the UserAdmin, whose next call is refused.
 */
describe('invitations from the mail to a membership, and a removal', () => {
  const provider = holderFromHex(inject('providerKeyHex'));
  const admin = newHolder();
  const signup = createSignup({ orgName: 'Invitations Story Ltd' });
  const ROLE = 'Certified Auditor';
  const people = {
    userAdmin: { holder: newHolder(), name: 'Uma UserAdmin', email: 'uma@story.example', role: 'UserAdmin' },
    roleAdmin: { holder: newHolder(), name: 'Rex RoleAdmin', email: 'rex@story.example', role: 'RoleAdmin' },
    person: { holder: newHolder(), name: 'Pia Person', email: 'pia@story.example', role: ROLE },
  };
  const machine = newHolder();
  const chromium = useChromium(baseUrl);

  beforeAll(async () => {
    const approved = await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup });
    await seedActiveRole(baseUrl, { admin, organisationDid: approved.organisationDid!, roleName: ROLE });
  }, 120_000);

  /** By keyboard: a Select inside a dialog is where a focus trap can take the list's focus away. */
  async function chooseRole(page: Page, role: string) {
    await chooseOptionByKeyboard(
      page,
      page.getByRole('dialog').getByRole('combobox', { name: 'Role' }),
      role,
    );
  }

  async function inviteByEmail(page: Page, who: { name: string; email: string; role: string }) {
    await page.getByRole('button', { name: 'Invite User' }).click();
    await chooseRole(page, who.role);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(who.name);
    await dialog.getByLabel('Email').fill(who.email);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await toast(page, 'Invited successfully');
    await rowOf(page, who.name).waitFor();
  }

  /** The invitee opens the mailed link, logs in as an individual there, and accepts. */
  async function acceptFromMail(who: { holder: E2eHolder; name: string; email: string }) {
    const link = invitationLinkIn(await mailTo(inject('dataDir'), who.email));
    const { page, context } = await chromium.open();
    await page.goto(link);
    await page.waitForURL('**/login');
    await openLoginQr(page, 'individual');
    await scanAndAnswer(page, who.holder, { name: who.name, email: who.email });
    await page.waitForURL('**/endorsements');
    await page.getByRole('heading', { name: 'Pending Endorsements' }).waitFor();
    const invitation = page.getByText(signup.orgName).first();
    await invitation.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'invitations-pending-endorsement');
    await page
      .getByRole('button', { name: /^Accept/ })
      .first()
      .click();
    await toast(page, 'Accepted successfully');
    await page.getByText('No pending invitations').waitFor();
    await context.close();
  }

  it('brings a UserAdmin, a RoleAdmin, a person and a machine in through invitations', async () => {
    // The Admin invites a UserAdmin and a RoleAdmin by e-mail.
    const adminSession = await signIn(chromium, 'organisation', admin);
    let page = adminSession.page;
    await openFromSidebar(page, 'Invitations', '**/admin-invitations');
    await page.getByRole('heading', { name: 'Invitations' }).waitFor();
    await inviteByEmail(page, people.userAdmin);
    await inviteByEmail(page, people.roleAdmin);
    expect(await rowOf(page, people.userAdmin.name).innerText()).toContain('Pending');
    await expectAccessible(page);
    await screenshot(page, 'invitations-admin-list');

    await acceptFromMail(people.userAdmin);
    await acceptFromMail(people.roleAdmin);
    await page.reload();
    await rowOf(page, people.roleAdmin.name).filter({ hasText: 'Accepted' }).waitFor();

    // The new UserAdmin invites a person to the active custom role, and a machine by its DID.
    const userAdminSession = await signIn(chromium, 'organisation', people.userAdmin.holder);
    page = userAdminSession.page;
    await openFromSidebar(page, 'Invitations', '**/user-invitations');
    await inviteByEmail(page, people.person);
    await page.getByRole('button', { name: 'Invite User' }).click();
    await chooseRole(page, 'Machine User');
    await page.getByRole('dialog').getByLabel('DID').fill(machine.did);
    await page.getByRole('dialog').getByRole('button', { name: 'Invite', exact: true }).click();
    await toast(page, 'Invited successfully');
    await rowOf(page, machine.did).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'invitations-user-list');

    // The provider cannot approve a machine that never registered; once its wallet has logged in, it can.
    const providerSession = await signIn(chromium, 'provider', provider);
    const providerPage = providerSession.page;
    await openFromSidebar(providerPage, 'Invitation Requests', '**/invitation-requests');
    const machineRow = rowOf(providerPage, signup.orgName);
    await machineRow.getByRole('button', { name: /^Approve/ }).click();
    await toast(providerPage, 'Fail to approve, User have not joined the Sigil');
    await apiLogin(baseUrl, machine, 'individual');
    await machineRow.getByRole('button', { name: /^Approve/ }).click();
    await toast(providerPage, 'Approved successfully');
    await machineRow.filter({ hasText: 'Accepted' }).waitFor();
    await expectAccessible(providerPage);
    await screenshot(providerPage, 'invitations-machine-requests');
    await providerSession.context.close();

    // The person accepts in the console; the UserAdmin sees both new members.
    await acceptFromMail(people.person);
    await openFromSidebar(page, 'User Management', '**/user-management');
    await rowOf(page, people.person.name).filter({ hasText: ROLE }).waitFor();
    await rowOf(page, machine.did).or(rowOf(page, 'Machine User')).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'invitations-user-management');

    // A key user: the browser makes the key and hands it over once; the wallet CLI opens the file.
    await openFromSidebar(page, 'Key Users', '**/user/key');
    await page.getByRole('button', { name: 'Create new key user' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill('Billing service');
    await form.getByLabel(/^Passphrase/).fill(WALLET_PASSPHRASE);
    await form.getByLabel('Repeat the passphrase').fill(WALLET_PASSPHRASE);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    // The toast ('Create new key user successfully') sits behind the hand-over dialog's backdrop.
    await page.getByRole('dialog', { name: 'Key user created' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'invitations-key-user-handover');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download keystore.json' }).click(),
    ]);
    const walletHome = mkdtempSync(path.join(tmpdir(), 'sigil-key-user-'));
    await download.saveAs(path.join(walletHome, 'keystore.json'));
    await page.getByRole('button', { name: 'Close' }).click();
    const keyUserDid = walletCli(walletHome, ['did']).trim();
    await rowOf(page, 'Billing service').waitFor();
    expect(await rowOf(page, 'Billing service').innerHTML()).toContain(keyUserDid);
    expect(walletCli(walletHome, ['token', '--server', baseUrl]).trim().split('.')).toHaveLength(3);
    rmSync(walletHome, { recursive: true, force: true });
    await userAdminSession.context.close();
    await adminSession.context.close();
  }, 180_000);

  for (const variant of screenVariants) {
    it(`shows the invitation and member screens in ${variant.colorScheme}, ${variant.language}, without serious accessibility violations`, async () => {
      const suffix = `${variant.colorScheme}-${variant.language}`;
      const adminSession = await signIn(chromium, 'organisation', admin, variant);
      for (const [path, name] of [
        ['/admin-invitations', 'admin-invitations'],
        ['/admin-management', 'admin-management'],
      ] as const) {
        await openSettledScreen(adminSession.page, path, 'in-app');
        await adminSession.page.getByRole('table').waitFor();
        await adminSession.page.getByRole('row').nth(1).waitFor();
        await expectAccessible(adminSession.page);
        await screenshot(adminSession.page, `gallery-${name}-${suffix}`);
      }
      await adminSession.context.close();

      const userAdminSession = await signIn(chromium, 'organisation', people.userAdmin.holder, variant);
      for (const [path, name] of [
        ['/user-invitations', 'user-invitations'],
        ['/user-management', 'user-management'],
        ['/user/key', 'key-users'],
      ] as const) {
        await openSettledScreen(userAdminSession.page, path, 'in-app');
        await userAdminSession.page.getByRole('heading', { level: 1 }).first().waitFor();
        await userAdminSession.page.getByRole('table').waitFor();
        await expectAccessible(userAdminSession.page);
        await screenshot(userAdminSession.page, `gallery-${name}-${suffix}`);
      }
      // /user/manage, opened from a member's edit button on User Management.
      await openSettledScreen(userAdminSession.page, '/user-management', 'in-app');
      await rowOf(userAdminSession.page, people.person.name).getByRole('link').click();
      await userAdminSession.page.waitForURL('**/user/manage?memberId=*');
      await userAdminSession.page.getByRole('textbox').first().waitFor();
      await expectAccessible(userAdminSession.page);
      await screenshot(userAdminSession.page, `gallery-manage-member-${suffix}`);
      await userAdminSession.context.close();

      const providerSession = await signIn(chromium, 'provider', provider, variant);
      await openSettledScreen(providerSession.page, '/invitation-requests', 'in-app');
      await providerSession.page.getByRole('row').nth(1).waitFor();
      await expectAccessible(providerSession.page);
      await screenshot(providerSession.page, `gallery-invitation-requests-${suffix}`);
      await providerSession.context.close();

      const individualSession = await signIn(chromium, 'individual', people.person.holder, variant);
      await individualSession.page.goto('/endorsements');
      await individualSession.page.getByRole('heading', { level: 2 }).first().waitFor();
      await expectAccessible(individualSession.page);
      await screenshot(individualSession.page, `gallery-endorsements-${suffix}`);
      await individualSession.context.close();
    });
  }

  it('an Admin removes the UserAdmin, whose next call is refused', async () => {
    const userAdminToken = await apiLoginAs(baseUrl, people.userAdmin.holder, 'UserAdmin');
    const adminSession = await signIn(chromium, 'organisation', admin);
    const page = adminSession.page;
    await openFromSidebar(page, 'Admin Management', '**/admin-management');
    // The Admin's own row has no delete button.
    await expect(
      rowOf(page, admin.did)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).resolves.toBe(0);
    await rowOf(page, people.userAdmin.name)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.getByRole('dialog').getByText('Are you sure you want to remove this Admin?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    // The toast comes with the server's answer. Until the dialog has gone, the page behind it is
    // hidden from the accessibility tree, so no row matches even while the removal is on its way.
    await page.getByText('Member removed').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(rowOf(page, people.userAdmin.name).waitFor({ state: 'detached' })).resolves.toBeUndefined();
    await adminSession.context.close();

    const refused = await fetch(`${baseUrl}/api/v1/invitations/user-roles/sent`, {
      headers: { authorization: `Bearer ${userAdminToken}` },
    });
    expect(refused.status).toBe(403);
  });
});
