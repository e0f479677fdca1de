import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_TYPES } from '@sigil/core';
import { mockApi } from '../../../test/api-mock';
import { createActiveRole } from '../../../test/factories';
import {
  choose,
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { createCustomRoleMember, createMemberIn, MEMBERS, namesIn } from '../testing';

const openPage = (path = '/user-management') => openScreen(path, 'User Management');
const shownNames = () => namesIn('user-row');

const sales = createActiveRole({ schemeName: 'Sales' });
const audit = createActiveRole({ schemeName: 'Audit' });

function organisationMembers() {
  return [
    createMemberIn('admin', { Name: 'Ada Admin' }),
    createMemberIn('userAdmin', { Name: 'Uma UserAdmin' }),
    createMemberIn('roleAdmin', { Name: 'Rob RoleAdmin' }),
    createCustomRoleMember(sales, { Name: 'Sam Seller' }),
    createCustomRoleMember(audit, { Name: 'Alice Auditor' }),
    createMemberIn('machineUser', { Name: 'Billing robot', EmailId: '', KeyUser: true }),
  ];
}

describe('user management', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists every member but those in Admin, UserAdmin and RoleAdmin', async () => {
    mockApi({ [MEMBERS]: organisationMembers() });
    signInOrganisation(ROLE_TYPES.userAdmin);
    await openPage();
    await tableRowOf('Sam Seller');

    expect(shownNames().sort()).toEqual(['Alice Auditor', 'Billing robot', 'Sam Seller']);
    expect((await tableRowOf('Sam Seller')).getByText('Sales')).toBeTruthy();
    expect((await tableRowOf('Billing robot')).getByText('Machine User')).toBeTruthy();
    await expectNoSeriousAxeViolations();
  });

  it('filters by the roles its users hold, and searches by name', async () => {
    mockApi({ [MEMBERS]: organisationMembers() });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();
    await tableRowOf('Sam Seller');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Select All', 'Audit', 'Machine User', 'Sales']);
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    expect(shownNames()).toEqual(['Sam Seller']);

    await choose(user, 'Role', 'Select All');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Name' }), 'ROBOT');
    await waitFor(() => expect(shownNames()).toEqual(['Billing robot']), { timeout: 2000 });
  });

  it('asks before removing a user', async () => {
    const seller = createCustomRoleMember(sales, { Name: 'Sam Seller' });
    const remove = `DELETE /api/v1/members/${seller.MemberID}`;
    const api = mockApi({ [MEMBERS]: [seller], [remove]: { message: 'Member removed' } });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();

    await user.click((await tableRowOf('Sam Seller')).getByRole('button', { name: 'Remove Sam Seller' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove this User?')).toBeTruthy();
    expect(
      dialog.getByText(/Their endorsement for this role, if they hold one, is revoked as well/),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeTruthy();
    expect(api.callsTo(remove)[0]?.query.get('memberDid')).toBe(seller.MemberDid);
  });

  it('links each user to its edit form', async () => {
    const seller = createCustomRoleMember(sales, { Name: 'Sam Seller' });
    mockApi({ [MEMBERS]: [seller] });
    signInOrganisation(ROLE_TYPES.userAdmin);
    await openPage();
    const edit = (await tableRowOf('Sam Seller')).getByRole('link', { name: 'Edit Sam Seller' });
    expect(edit.getAttribute('href')).toBe(`/user/manage?memberId=${seller.MemberID}`);
  });

  it('is also at /user, without a sidebar entry of its own', async () => {
    mockApi({ [MEMBERS]: organisationMembers() });
    signInOrganisation(ROLE_TYPES.userAdmin);
    await openPage('/user');
    await tableRowOf('Sam Seller');
    expect(shownNames()).toHaveLength(3);

    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    const paths = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(paths).toContain('/user-management');
    expect(paths).toContain('/user/key');
    expect(paths).not.toContain('/user');
    expect(nav.queryByRole('link', { name: 'Admin Management' })).toBeNull();
  });
});
