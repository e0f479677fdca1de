import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, LOGGED_IN_AS, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import {
  createOrganisationProfile,
  createScheme,
  createSchemeField,
  ORGANISATION_DID,
} from '../../../test/factories';
import { renderApp, signIn } from '../../../test/render-app';

const LIST = 'GET /api/v1/trustanchor/schemes';

function signInRoleAdmin() {
  signIn(createOrganisationProfile(ROLE_TYPES.roleAdmin), LOGGED_IN_AS.organisation);
}

async function openPage() {
  const view = renderApp('/role-management');
  await screen.findByRole('heading', { level: 1, name: 'Role Management' });
  return view;
}

const rowOf = async (name: string) => {
  const link = await screen.findByRole('link', { name });
  return within(link.closest('tr') as HTMLTableRowElement);
};

describe('role management', () => {
  it("lists the organisation's roles: name (a link to its details), status, fields, created", async () => {
    const sales = createScheme({
      schemeName: 'Sales',
      fields: [createSchemeField({ order: 1 }), createSchemeField({ order: 2 })],
      createdAt: '2026-11-03T14:05:06.000Z',
    });
    const finance = createScheme({ schemeName: 'Finance', status: 'APPROVED', activeStatus: 'Y' });
    const legacy = createScheme({ schemeName: 'Legacy', status: 'DEACTIVATED', activeStatus: 'D' });
    const audit = createScheme({ schemeName: 'Audit', status: 'CHECKED' });
    const api = mockApi({ [LIST]: [sales, finance, legacy, audit] });
    signInRoleAdmin();
    await openPage();

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Role Name', 'Status', 'Fields', 'Created', 'Actions']);
    const salesRow = await rowOf('Sales');
    expect(salesRow.getByRole('link', { name: 'Sales' }).getAttribute('href')).toBe(
      `/role-details?id=${sales.id}`,
    );
    expect(salesRow.getByText('Created')).toBeTruthy();
    expect(salesRow.getByText('2')).toBeTruthy();
    expect(salesRow.getByText(formatDateTime(sales.createdAt))).toBeTruthy();
    expect((await rowOf('Finance')).getByText('Active')).toBeTruthy();
    expect((await rowOf('Legacy')).getByText('UnActive')).toBeTruthy();
    expect((await rowOf('Audit')).getByText('Checked')).toBeTruthy();
    expect(api.callsTo(LIST)[0]?.query.get('organizationDid')).toBe(ORGANISATION_DID);
  });

  it("says 'No data available.' without roles, and Add Role opens the creation form", async () => {
    mockApi({ [LIST]: [] });
    signInRoleAdmin();
    const { user, router } = await openPage();
    expect(await screen.findByText('No data available.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Role' }));
    await screen.findByRole('heading', { level: 1, name: 'Roles' });
    expect(router.state.location.pathname).toBe('/add-role');
  });

  it('searches by name, case-insensitively, once the typing has settled', async () => {
    const api = mockApi({
      [LIST]: [createScheme({ schemeName: 'Sales Lead' }), createScheme({ schemeName: 'Finance' })],
    });
    signInRoleAdmin();
    const { user } = await openPage();
    await screen.findByRole('link', { name: 'Finance' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by Role Name' }), '  sAlEs ');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Finance' })).toBeNull(), {
      timeout: 2000,
    });
    expect(screen.getByRole('link', { name: 'Sales Lead' })).toBeTruthy();
    // Filtered in the page: the list is not fetched again for the search.
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('asks before removing; confirmed, it deletes the role and says so', async () => {
    const sales = createScheme({ schemeName: 'Sales' });
    let removed = false;
    const api = mockApi({
      [LIST]: () => (removed ? [] : [sales]),
      [`DELETE /api/v1/trustanchor/schemes/${sales.id}`]: () => {
        removed = true;
        return { removed: [sales.id], deactivated: [] };
      },
    });
    signInRoleAdmin();
    const { user } = await openPage();
    await user.click((await rowOf('Sales')).getByRole('button', { name: 'Remove Sales' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove this Role?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`DELETE /api/v1/trustanchor/schemes/${sales.id}`)).toHaveLength(0);

    await user.click((await rowOf('Sales')).getByRole('button', { name: 'Remove Sales' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Successfully delete scheme')).toBeTruthy();
    expect(api.callsTo(`DELETE /api/v1/trustanchor/schemes/${sales.id}`)).toHaveLength(1);
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });

  it('says so when members hold the role and it was deactivated instead', async () => {
    const sales = createScheme({
      schemeName: 'Sales',
      status: 'APPROVED',
      activeStatus: 'Y',
      membersCount: 3,
    });
    mockApi({
      [LIST]: [sales],
      [`DELETE /api/v1/trustanchor/schemes/${sales.id}`]: { removed: [], deactivated: [sales.id] },
    });
    signInRoleAdmin();
    const { user } = await openPage();
    await user.click((await rowOf('Sales')).getByRole('button', { name: 'Remove Sales' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Members hold this role: it was deactivated')).toBeTruthy();
    expect(screen.queryByText('Successfully delete scheme')).toBeNull();
  });

  it('says something went wrong when the removal fails', async () => {
    const sales = createScheme({ schemeName: 'Sales' });
    mockApi({
      [LIST]: [sales],
      [`DELETE /api/v1/trustanchor/schemes/${sales.id}`]: () => apiError(500, 'Internal server error'),
    });
    signInRoleAdmin();
    const { user } = await openPage();
    await user.click((await rowOf('Sales')).getByRole('button', { name: 'Remove Sales' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Somethings wrong please try again')).toBeTruthy();
    expect(await rowOf('Sales')).toBeTruthy();
  });
});
