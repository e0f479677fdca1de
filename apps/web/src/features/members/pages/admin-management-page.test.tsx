import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, MEMBER_MESSAGES, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { createActiveRole } from '../../../test/factories';
import {
  choose,
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_LOAD,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { createCustomRoleMember, createMemberIn, MEMBERS, namesIn } from '../testing';

const openPage = () => openScreen('/admin-management', 'Admin Management');
const shownNames = () => namesIn('admin-row');

describe('admin management', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the admin-type members only: Name, Email, DID, Role, Created At', async () => {
    const sales = createActiveRole({ schemeName: 'Sales' });
    const ada = createMemberIn('admin', { Name: 'Ada Admin', EmailId: 'ada@acme.example' });
    const uma = createMemberIn('userAdmin', { Name: 'Uma UserAdmin' });
    const rob = createMemberIn('roleAdmin', { Name: 'Rob RoleAdmin' });
    const seller = createCustomRoleMember(sales, { Name: 'Sam Seller' });
    const robot = createMemberIn('machineUser', { Name: 'Billing robot', KeyUser: true });
    const api = mockApi({ [MEMBERS]: [ada, uma, rob, seller, robot] });
    signInOrganisation(ROLE_TYPES.admin);
    await openPage();

    await tableRowOf('Ada Admin');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'DID', 'Role', 'Created At', 'Actions']);
    expect(shownNames().sort()).toEqual(['Ada Admin', 'Rob RoleAdmin', 'Uma UserAdmin']);
    const adaRow = await tableRowOf('Ada Admin');
    expect(adaRow.getByText('ada@acme.example')).toBeTruthy();
    expect(adaRow.getByText(ada.MemberDid)).toBeTruthy();
    expect(adaRow.getByText('Admin')).toBeTruthy();
    expect(adaRow.getByText(formatDateTime(ada.CreatedAt))).toBeTruthy();
    expect((await tableRowOf('Rob RoleAdmin')).getByText('RoleAdmin')).toBeTruthy();
    expect(api.callsTo(MEMBERS)).toHaveLength(1);
    await expectNoSeriousAxeViolations();
  });

  it('offers no removal on the signed-in admin’s own row (spec §5)', async () => {
    const profile = signInOrganisation(ROLE_TYPES.admin);
    const me = createMemberIn('admin', { Name: 'Me Myself', MemberDid: profile.did });
    const other = createMemberIn('admin', { Name: 'Other Admin' });
    mockApi({ [MEMBERS]: [me, other] });
    await openPage();

    expect((await tableRowOf('Me Myself')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(
      (await tableRowOf('Other Admin')).getByRole('button', { name: 'Remove Other Admin' }),
    ).toBeTruthy();
  });

  it("says 'No data available.' when the organisation has no admin-type member to show", async () => {
    mockApi({ [MEMBERS]: [createMemberIn('machineUser')] });
    signInOrganisation(ROLE_TYPES.admin);
    await openPage();
    expect(await screen.findByText('No data available.', {}, PAGE_LOAD)).toBeTruthy();
  });

  it('searches by name, case-insensitively and trimmed, once the typing has settled', async () => {
    const api = mockApi({
      [MEMBERS]: [
        createMemberIn('admin', { Name: 'Grace Hopper' }),
        createMemberIn('userAdmin', { Name: 'Alan Turing' }),
      ],
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();
    await tableRowOf('Alan Turing');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Name' }), '  gRaCe ');
    await waitFor(() => expect(shownNames()).toEqual(['Grace Hopper']), { timeout: 2000 });
    expect(api.callsTo(MEMBERS)).toHaveLength(1);
  });

  it('filters by role: "Select All" plus Admin, RoleAdmin and UserAdmin', async () => {
    mockApi({
      [MEMBERS]: [
        createMemberIn('admin', { Name: 'Ada Admin' }),
        createMemberIn('roleAdmin', { Name: 'Rob RoleAdmin' }),
        createMemberIn('roleAdmin', { Name: 'Rae RoleAdmin' }),
      ],
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();
    await tableRowOf('Ada Admin');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Select All', 'Admin', 'RoleAdmin', 'UserAdmin']);
    await user.click(screen.getByRole('option', { name: 'RoleAdmin' }));
    expect(shownNames().sort()).toEqual(['Rae RoleAdmin', 'Rob RoleAdmin']);

    await choose(user, 'Role', 'Select All');
    expect(shownNames()).toHaveLength(3);
  });

  it('pages the list at 10 rows', async () => {
    const admins = Array.from({ length: 12 }, (_, i) => createMemberIn('admin', { Name: `Admin ${i + 1}` }));
    mockApi({ [MEMBERS]: admins });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();
    await waitFor(() => expect(shownNames()).toHaveLength(10), PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shownNames()).toHaveLength(2));
  });

  it('asks before removing an admin; confirmed, it removes them and reloads the list', async () => {
    const other = createMemberIn('userAdmin', { Name: 'Uma UserAdmin' });
    const remove = `DELETE /api/v1/members/${other.MemberID}`;
    let removed = false;
    const api = mockApi({
      [MEMBERS]: () => (removed ? [] : [other]),
      [remove]: () => {
        removed = true;
        return { message: 'Member removed' };
      },
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();

    await user.click(
      (await tableRowOf('Uma UserAdmin')).getByRole('button', { name: 'Remove Uma UserAdmin' }),
    );
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove this Admin?')).toBeTruthy();
    await expectNoSeriousAxeViolations();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(remove)).toHaveLength(0);

    await user.click(
      (await tableRowOf('Uma UserAdmin')).getByRole('button', { name: 'Remove Uma UserAdmin' }),
    );
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeTruthy();
    expect(api.callsTo(remove)[0]?.query.get('memberDid')).toBe(other.MemberDid);
    expect(await screen.findByText('No data available.')).toBeTruthy();
    expect(api.callsTo(MEMBERS)).toHaveLength(2);
  });

  it("shows the server's refusal in a toast and keeps the row", async () => {
    const lastAdmin = createMemberIn('admin', { Name: 'Last Admin' });
    mockApi({
      [MEMBERS]: [lastAdmin],
      [`DELETE /api/v1/members/${lastAdmin.MemberID}`]: () => apiError(409, MEMBER_MESSAGES.lastAdmin),
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();
    await user.click((await tableRowOf('Last Admin')).getByRole('button', { name: 'Remove Last Admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('An organization keeps at least one Admin')).toBeTruthy();
    expect(await tableRowOf('Last Admin')).toBeTruthy();
  });

  it('is in the sidebar of an Admin, not of a UserAdmin', async () => {
    mockApi({ [MEMBERS]: [] });
    signInOrganisation(ROLE_TYPES.admin);
    await openPage();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Admin Management' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Key Users' })).toBeNull();
  });
});
