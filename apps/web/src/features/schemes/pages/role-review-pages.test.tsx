import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, ROLE_TYPES, type TAdminAccountType, type TSchemeDetail } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import {
  createActor,
  createOrganisationProfile,
  createScheme,
  createSchemeDetail,
  createSchemeField,
  ORGANISATION_DID,
} from '../../../test/factories';
import { renderApp, signIn } from '../../../test/render-app';
import { choose } from '../../../test/page-test';

const ME = 'did:sigil:0x00000000000000000000000000000000000000e1';
const schemePath = (id: string, ...rest: string[]) => ['/api/v1/trustanchor/schemes', id, ...rest].join('/');

function signInAs(type: TAdminAccountType) {
  signIn(createOrganisationProfile(type, { did: ME, name: 'Ada Admin' }), LOGGED_IN_AS.organisation);
}

async function openDetails(scheme: TSchemeDetail) {
  const view = renderApp(`/role-details?id=${scheme.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Role Details' });
  await screen.findByRole('heading', { level: 2, name: scheme.schemeName });
  return view;
}

/** The texts of a table row's cells. */
const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const FOUR_EYES_CHECK = 'You made or changed this version: another person must check it';
const FOUR_EYES_APPROVE = 'You made, changed or checked this version: another person must approve it';

describe('role details', () => {
  it('shows the role, who made it, its members, fields in order and history; the maker may manage its fields', async () => {
    const scheme = createSchemeDetail({
      schemeName: 'Sales',
      status: 'APPROVED',
      activeStatus: 'Y',
      membersCount: 4,
      createdBy: createActor({ name: 'Rita Maker' }),
      fields: [
        createSchemeField({
          fieldName: 'Employee number',
          fieldType: 'number',
          fieldTypeName: 'number',
          order: 2,
        }),
        createSchemeField({
          fieldName: 'Department',
          fieldType: 'some-type-id',
          fieldTypeName: 'Department',
          order: 1,
          isRequired: 'Y',
        }),
      ],
      history: [
        {
          id: 'h2',
          action: 'APPROVED',
          actor: createActor({ name: 'Carl Approver' }),
          detail: '',
          at: '2026-11-04T10:00:00.000Z',
        },
        {
          id: 'h1',
          action: 'FIELD_ADDED',
          actor: createActor({ name: 'Rita Maker' }),
          detail: 'Department',
          at: '2026-11-03T10:00:00.000Z',
        },
      ],
    });
    mockApi({ [`GET ${schemePath(scheme.id)}`]: scheme });
    signInAs(ROLE_TYPES.roleAdmin);
    await openDetails(scheme);

    expect(screen.getByTestId('role-status').textContent).toBe('Approved');
    expect(screen.getByTestId('role-activeStatus').textContent).toBe('Active');
    expect(screen.getByTestId('role-members').textContent).toBe('4');
    expect(within(screen.getByTestId('role-createdBy')).getByText('Rita Maker')).toBeTruthy();
    expect(within(screen.getByTestId('role-createdBy')).getByText(scheme.createdBy.did)).toBeTruthy();

    const fields = within(screen.getByRole('group', { name: 'Fields' }));
    const fieldRows = fields.getAllByTestId('field-row').map((row) => cellsOf(row));
    expect(fieldRows).toEqual([
      ['1', 'Department', 'Department', 'Yes'],
      ['2', 'Employee number', 'Number', 'No'],
    ]);
    const history = within(screen.getByRole('group', { name: 'History' }));
    const actions = history.getAllByTestId('history-row').map((row) => cellsOf(row)[0]);
    expect(actions).toEqual(['Approved', 'Field added']);
    expect(history.getByText('Department')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Manage fields' }).getAttribute('href')).toBe(
      `/scheme/manage?id=${scheme.id}`,
    );
    // A RoleAdmin neither checks nor approves.
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('offers an Admin Check and Reject on a created role, and no field management', async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales', status: 'CREATED' });
    mockApi({ [`GET ${schemePath(scheme.id)}`]: scheme });
    signInAs(ROLE_TYPES.admin);
    await openDetails(scheme);
    expect(button('Check')).toHaveProperty('disabled', false);
    expect(button('Reject')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage fields' })).toBeNull();
    expect(screen.queryByText(FOUR_EYES_CHECK)).toBeNull();
  });

  it('four eyes: whoever changed this version cannot check it, and is told why', async () => {
    const scheme = createSchemeDetail({
      schemeName: 'Sales',
      status: 'CREATED',
      editedBy: createActor({ did: ME }),
    });
    mockApi({ [`GET ${schemePath(scheme.id)}`]: scheme });
    signInAs(ROLE_TYPES.admin);
    await openDetails(scheme);
    expect(button('Check')).toHaveProperty('disabled', true);
    expect(button('Reject')).toHaveProperty('disabled', true);
    expect(screen.getByText(FOUR_EYES_CHECK)).toBeTruthy();
  });

  it('four eyes: whoever checked it cannot approve it', async () => {
    const scheme = createSchemeDetail({
      schemeName: 'Sales',
      status: 'CHECKED',
      // DIDs compare case-insensitively.
      checkedBy: createActor({ did: ME.replace(/e1$/, 'E1') }),
      checkedAt: '2026-11-03T10:00:00.000Z',
    });
    mockApi({ [`GET ${schemePath(scheme.id)}`]: scheme });
    signInAs(ROLE_TYPES.admin);
    await openDetails(scheme);
    expect(button('Approve')).toHaveProperty('disabled', true);
    expect(screen.getByText(FOUR_EYES_APPROVE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('approves a checked role: PUT …/approve, then the toast and the approved role', async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales', status: 'CHECKED', checkedBy: createActor() });
    let approved = false;
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: () =>
        approved
          ? { ...scheme, status: 'APPROVED', activeStatus: 'Y', approvedBy: createActor({ did: ME }) }
          : scheme,
      [`PUT ${schemePath(scheme.id, 'approve')}`]: () => {
        approved = true;
        return createScheme({ ...scheme, status: 'APPROVED', activeStatus: 'Y' });
      },
    });
    signInAs(ROLE_TYPES.admin);
    const { user } = await openDetails(scheme);
    await user.click(button('Approve'));
    expect(await screen.findByText('Successfully approve scheme')).toBeTruthy();
    expect(api.callsTo(`PUT ${schemePath(scheme.id, 'approve')}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('role-activeStatus').textContent).toBe('Active'));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("shows the server's refusal (403 four eyes) as it is", async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales', status: 'CREATED' });
    mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [`PUT ${schemePath(scheme.id, 'check')}`]: () =>
        apiError(403, 'The maker of a role cannot check it: another member must'),
    });
    signInAs(ROLE_TYPES.admin);
    const { user } = await openDetails(scheme);
    await user.click(button('Check'));
    expect(await screen.findByText('The maker of a role cannot check it: another member must')).toBeTruthy();
  });

  it('rejects with the reason typed in the dialog', async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales', status: 'CREATED' });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [`PUT ${schemePath(scheme.id, 'reject')}`]: createScheme({ ...scheme }),
    });
    signInAs(ROLE_TYPES.admin);
    const { user } = await openDetails(scheme);
    await user.click(button('Reject'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/^Send the role Sales back to its maker\?/)).toBeTruthy();
    await user.type(dialog.getByLabelText('Reason (optional)'), '  Add the employee number  ');
    expect(dialog.getByLabelText('Reason (optional)').getAttribute('maxlength')).toBe('500');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Role sent back to its maker')).toBeTruthy();
    expect(api.callsTo(`PUT ${schemePath(scheme.id, 'reject')}`)[0]?.body).toEqual({
      reason: 'Add the employee number',
    });
  });

  it('says when the role does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000999';
    mockApi({ [`GET ${schemePath(id)}`]: () => apiError(404, 'Role not found') });
    signInAs(ROLE_TYPES.userAdmin);
    renderApp(`/role-details?id=${id}`);
    expect(await screen.findByText('This role was not found.')).toBeTruthy();
  });
});

describe('check and approve queues', () => {
  it('lists the roles waiting for their check; Check takes one out of the queue', async () => {
    const sales = createScheme({
      schemeName: 'Sales',
      fields: [
        createSchemeField({ fieldName: 'Region', order: 2 }),
        createSchemeField({ fieldName: 'Team', order: 1 }),
      ],
    });
    const mine = createScheme({ schemeName: 'Mine', createdBy: createActor({ did: ME, name: 'Ada Admin' }) });
    let checked = false;
    const api = mockApi({
      'GET /api/v1/trustanchor/schemes_created': () => (checked ? [mine] : [sales, mine]),
      [`PUT ${schemePath(sales.id, 'check')}`]: () => {
        checked = true;
        return { ...sales, status: 'CHECKED' };
      },
    });
    signInAs(ROLE_TYPES.admin);
    const { user } = renderApp('/scheme/check');
    await screen.findByRole('heading', { level: 1, name: 'Check Roles' });

    const salesRow = within((await screen.findByRole('link', { name: 'Sales' })).closest('tr')!);
    expect(salesRow.getByText('Team, Region')).toBeTruthy();
    expect(salesRow.getByText('Rita Maker')).toBeTruthy();
    const mineRow = within(screen.getByRole('link', { name: 'Mine' }).closest('tr')!);
    expect(mineRow.getByRole('button', { name: 'Check Mine' })).toHaveProperty('disabled', true);
    expect(mineRow.getByText(FOUR_EYES_CHECK)).toBeTruthy();
    expect(api.callsTo('GET /api/v1/trustanchor/schemes_created')[0]?.query.get('organizationDid')).toBe(
      ORGANISATION_DID,
    );

    await user.click(salesRow.getByRole('button', { name: 'Check Sales' }));
    expect(await screen.findByText('Role checked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sales' })).toBeNull());
    expect(api.callsTo(`PUT ${schemePath(sales.id, 'check')}`)).toHaveLength(1);
  });

  it('lists the checked roles for approval, with the four-eyes rule per row', async () => {
    const sales = createScheme({
      schemeName: 'Sales',
      status: 'CHECKED',
      checkedBy: createActor({ did: ME }),
    });
    const ops = createScheme({ schemeName: 'Ops', status: 'CHECKED', checkedBy: createActor() });
    const api = mockApi({
      'GET /api/v1/trustanchor/schemes_checked': [sales, ops],
      [`PUT ${schemePath(ops.id, 'approve')}`]: { ...ops, status: 'APPROVED', activeStatus: 'Y' },
    });
    signInAs(ROLE_TYPES.admin);
    const { user } = renderApp('/scheme/approve');
    await screen.findByRole('heading', { level: 1, name: 'Approve Roles' });
    const salesRow = within((await screen.findByRole('link', { name: 'Sales' })).closest('tr')!);
    expect(salesRow.getByRole('button', { name: 'Approve Sales' })).toHaveProperty('disabled', true);
    expect(salesRow.getByText(FOUR_EYES_APPROVE)).toBeTruthy();
    const opsRow = within(screen.getByRole('link', { name: 'Ops' }).closest('tr')!);
    await user.click(opsRow.getByRole('button', { name: 'Approve Ops' }));
    expect(await screen.findByText('Successfully approve scheme')).toBeTruthy();
    expect(api.callsTo(`PUT ${schemePath(ops.id, 'approve')}`)).toHaveLength(1);
  });

  it('is not open to a RoleAdmin', async () => {
    mockApi({});
    signInAs(ROLE_TYPES.roleAdmin);
    renderApp('/scheme/check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops, Page Not Found!' })).toBeTruthy();
  });
});

describe('schemes', () => {
  it('lists every role for any member, filtered by status', async () => {
    mockApi({
      'GET /api/v1/trustanchor/schemes': [
        createScheme({ schemeName: 'Sales' }),
        createScheme({ schemeName: 'Finance', status: 'APPROVED', activeStatus: 'Y' }),
        createScheme({ schemeName: 'Legacy', status: 'DEACTIVATED', activeStatus: 'D' }),
      ],
    });
    signInAs(ROLE_TYPES.userAdmin);
    const { user } = renderApp('/scheme');
    await screen.findByRole('heading', { level: 1, name: 'Schemes' });
    await screen.findByRole('link', { name: 'Sales' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Role Name',
      'Status',
      'Fields',
      'Made by',
      'Updated',
    ]);
    await choose(user, 'Status', 'Active');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sales' })).toBeNull(), { timeout: 2000 });
    expect(screen.getAllByTestId('role-status').map((cell) => cell.textContent)).toEqual(['Active']);
    expect(screen.getByRole('link', { name: 'Finance' })).toBeTruthy();
  });
});
