import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, seriousViolations } from '../support/axe';
import { screenshot, screenVariants, useChromium } from '../support/browser';
import { logOut, signIn } from '../support/login';
import {
  apiLoginAs,
  call,
  createSignup,
  seedAdminRoleMember,
  seedApprovedOrganisation,
} from '../support/seed';
import { openSettledScreen, toast } from '../support/screen-checks';
import { openFromSidebar } from '../support/sidebar';
import { rowOf } from '../support/table';
import { holderFromHex, newHolder, type E2eHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');

/**
 * Issue 8's story: three members of one organisation take a role from Add Role through its fields,
 * its check and its approval to Active. The maker also holds an Admin membership: their own
 * approval is refused in the console and by the API.
 */
describe('a custom role from Add Role to Active, four eyes apart', () => {
  const provider = holderFromHex(inject('providerKeyHex'));
  const approver = newHolder(); // signs the organisation up: its first Admin
  const maker = newHolder();
  const checker = newHolder();
  const signup = createSignup({ orgName: 'Roles Story Ltd' });
  const ROLE = 'Certified Auditor';
  const chromium = useChromium(baseUrl);
  let organisationDid = '';

  beforeAll(async () => {
    const approved = await seedApprovedOrganisation(baseUrl, { provider, requester: approver, signup });
    organisationDid = approved.organisationDid!;
    // The maker is invited twice, as RoleAdmin and as Admin; the checker as Admin.
    const adminToken = await apiLoginAs(baseUrl, approver, 'Admin');
    await seedAdminRoleMember(baseUrl, { adminToken, holder: maker, roleCode: '1030', name: 'Mara Maker' });
    await seedAdminRoleMember(baseUrl, { adminToken, holder: maker, roleCode: '1001', name: 'Mara Maker' });
    await seedAdminRoleMember(baseUrl, {
      adminToken,
      holder: checker,
      roleCode: '1001',
      name: 'Chris Checker',
    });
  }, 120_000);

  it('takes the role through its lifecycle to Active', async () => {
    // The maker (RoleAdmin) creates the role.
    const makerPage = await signIn(chromium, 'organisation', maker, { account: 'RoleAdmin' });
    let page = makerPage.page;
    await openFromSidebar(page, 'Role Management', '**/role-management');
    await page.getByRole('heading', { name: 'Role Management' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Role' }).click();
    await page.waitForURL('**/add-role');
    await page.getByRole('heading', { name: 'Roles Information' }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Name is required').waitFor();
    await expectAccessible(page);
    await page.getByLabel('Role Name').fill(`  ${ROLE}  `);
    await page.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Create new scheme successfully');
    await page.waitForURL('**/role-management');
    const row = rowOf(page, ROLE);
    await expect.poll(() => row.innerText()).toMatch(/Created/);

    // Its fields: two added, the second moved up.
    await row.getByRole('link', { name: ROLE }).click();
    await page.waitForURL('**/role-details?**');
    await page
      .getByRole('link', { name: 'Manage fields' })
      .or(page.getByRole('button', { name: 'Manage fields' }))
      .first()
      .click();
    await page.waitForURL('**/scheme/manage?**');
    await expectAccessible(page);
    for (const [name, type, required] of [
      ['Licence number', 'Text', true],
      ['Valid until', 'Date', false],
    ] as const) {
      await page.getByLabel('Field Name', { exact: true }).fill(name);
      await page.getByLabel('Field Type', { exact: true }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
      if (required) await page.getByLabel('Required', { exact: true }).check();
      await page.getByRole('button', { name: 'Add field', exact: true }).click();
      await toast(page, 'Successfully add new field');
      await page.getByLabel(`Name of field ${name === 'Licence number' ? 1 : 2}`).waitFor();
    }
    await page.getByRole('button', { name: 'Move Valid until up' }).click();
    await expect.poll(() => page.getByLabel('Name of field 1').inputValue()).toBe('Valid until');
    await screenshot(page, 'roles-manage');
    await logOut(page);
    await makerPage.context.close();

    // The checker (Admin) checks it.
    const checkerPage = await signIn(chromium, 'organisation', checker);
    page = checkerPage.page;
    await openFromSidebar(page, 'Check Roles', '**/scheme/check');
    await expectAccessible(page);
    await rowOf(page, ROLE)
      .getByRole('button', { name: new RegExp(`^Check`) })
      .click();
    await toast(page, 'Role checked');
    await logOut(page);
    await checkerPage.context.close();

    // The maker, now as an Admin, may not approve their own role: the console says why...
    const ownPage = await signIn(chromium, 'organisation', maker, { account: 'Admin' });
    page = ownPage.page;
    await openFromSidebar(page, 'Approve Roles', '**/scheme/approve');
    const ownRow = rowOf(page, ROLE);
    await expect.poll(() => ownRow.getByRole('button', { name: /^Approve/ }).isDisabled()).toBe(true);
    await ownRow
      .getByText('You made, changed or checked this version: another person must approve it')
      .waitFor();
    await expectAccessible(page);
    await ownPage.context.close();
    // ... and the API refuses it too.
    const makerAdminToken = await tokenOf(maker, 'Admin');
    const roles = (await call(
      baseUrl,
      `/api/v1/trustanchor/schemes_checked?organizationDid=${organisationDid}`,
      { token: makerAdminToken },
    )) as { id: string; schemeName: string }[];
    const roleId = roles.find((r) => r.schemeName === ROLE)!.id;
    await expect(
      call(baseUrl, `/api/v1/trustanchor/schemes/${roleId}/approve`, {
        method: 'PUT',
        token: makerAdminToken,
        body: '{}',
      }),
    ).rejects.toThrow(/403/);

    // The approver (another Admin) approves it: the role is Active.
    const approverPage = await signIn(chromium, 'organisation', approver);
    page = approverPage.page;
    await openFromSidebar(page, 'Approve Roles', '**/scheme/approve');
    await rowOf(page, ROLE)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await toast(page, 'Successfully approve scheme');
    await approverPage.context.close();

    const finalPage = await signIn(chromium, 'organisation', maker, { account: 'RoleAdmin' });
    page = finalPage.page;
    await openFromSidebar(page, 'Role Management', '**/role-management');
    await expect.poll(() => rowOf(page, ROLE).innerText()).toMatch(/Active/);
    await rowOf(page, ROLE).getByRole('link', { name: ROLE }).click();
    await page.getByText('Chris Checker').first().waitFor();
    await expectAccessible(page);
    await finalPage.context.close();
  }, 180_000);

  const tokenOf = (holder: E2eHolder, roleType: 'Admin' | 'RoleAdmin') =>
    apiLoginAs(baseUrl, holder, roleType);

  it('captures every role screen in light and dark, English and German, each free of serious axe findings', async () => {
    // Something in each queue: a role waiting for its check and one waiting for its approval, and a field type.
    const makerToken = await tokenOf(maker, 'RoleAdmin');
    const memberId = (
      (await call(baseUrl, '/api/v1/auth/me', { token: makerToken })) as {
        selectedAccount: { membershipId: string };
      }
    ).selectedAccount.membershipId;
    const create = (schemeName: string) =>
      call(baseUrl, '/api/v1/trustanchor/schemes', {
        method: 'POST',
        token: makerToken,
        body: JSON.stringify({
          orgScheme: {
            schemeName,
            organizationDid: organisationDid,
            memberId,
            fields: [{ fieldName: 'Region', fieldType: 'text', isRequired: 'Y' }],
          },
        }),
      }) as Promise<{ id: string }>;
    await create('Field Inspector');
    const toApprove = await create('Safety Officer');
    await call(baseUrl, `/api/v1/trustanchor/schemes/${toApprove.id}/check`, {
      method: 'PUT',
      token: await tokenOf(checker, 'Admin'),
      body: '{}',
    });
    await call(baseUrl, '/api/v1/trustanchor/customfieldtypes', {
      method: 'POST',
      token: makerToken,
      body: JSON.stringify({ name: 'Licence class', kind: 'list', options: ['A', 'B', 'C'] }),
    });
    const roles = (await call(baseUrl, '/api/v1/trustanchor/schemes', { token: makerToken })) as {
      id: string;
      schemeName: string;
    }[];
    const auditor = roles.find((role) => role.schemeName === ROLE)!.id;

    for (const { colorScheme, language } of screenVariants) {
      // Each screen opened in the console, as its links do: the console stays loaded between them.
      const visit = async (page: Page, name: string, path: string) => {
        await openSettledScreen(page, path, 'in-app');
        await page
          .getByRole('progressbar')
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        expect(await seriousViolations(page), `${name} ${colorScheme} ${language}`).toEqual([]);
        await screenshot(page, `gallery-${name}-${colorScheme}-${language}`);
      };
      const asMaker = await signIn(chromium, 'organisation', maker, {
        account: 'RoleAdmin',
        colorScheme,
        language,
      });
      await visit(asMaker.page, 'role-management', '/role-management');
      await visit(asMaker.page, 'add-role', '/add-role');
      await visit(asMaker.page, 'role-details', `/role-details?id=${auditor}`);
      await visit(asMaker.page, 'scheme-manage', `/scheme/manage?id=${auditor}`);
      await visit(asMaker.page, 'schemes', '/scheme');
      await visit(asMaker.page, 'custom-fields', '/custom-fields');
      await asMaker.context.close();
      const asApprover = await signIn(chromium, 'organisation', approver, { colorScheme, language });
      await visit(asApprover.page, 'scheme-check', '/scheme/check');
      await visit(asApprover.page, 'scheme-approve', '/scheme/approve');
      await asApprover.context.close();
    }
  }, 300_000);
});
