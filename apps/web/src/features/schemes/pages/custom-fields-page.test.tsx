import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  LOGGED_IN_AS,
  ROLE_TYPES,
  SCHEME_MESSAGES,
  type TAdminAccountType,
} from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { createCustomFieldType, createOrganisationProfile, ORGANISATION_DID } from '../../../test/factories';
import { renderApp, signIn } from '../../../test/render-app';
import { choose } from '../../../test/page-test';

const PATH = '/api/v1/trustanchor/customfieldtypes';

async function openPage(type: TAdminAccountType = ROLE_TYPES.roleAdmin) {
  signIn(createOrganisationProfile(type), LOGGED_IN_AS.organisation);
  const view = renderApp('/custom-fields');
  await screen.findByRole('heading', { level: 1, name: 'Custom Fields' });
  return view;
}

async function chooseKind(user: Awaited<ReturnType<typeof openPage>>['user'], kind: string) {
  await choose(user, /^Kind/, kind, within(screen.getByRole('dialog')));
}

describe('custom fields', () => {
  it("lists the organisation's field types: name, kind, options, used by, created", async () => {
    const department = createCustomFieldType({
      name: 'Department',
      kind: 'list',
      options: ['Sales', 'Ops'],
      usedBy: 2,
    });
    const badge = createCustomFieldType({ name: 'Badge number', kind: 'number' });
    const api = mockApi({ [`GET ${PATH}`]: [department, badge] });
    await openPage(ROLE_TYPES.admin);
    const row = within((await screen.findByRole('cell', { name: 'Department' })).closest('tr')!);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Kind',
      'Options',
      'Used by',
      'Created',
      'Actions',
    ]);
    expect(row.getByText('List of options')).toBeTruthy();
    expect(row.getByText('Sales, Ops')).toBeTruthy();
    expect(row.getByText('2')).toBeTruthy();
    expect(row.getByText(formatDateTime(department.createdAt))).toBeTruthy();
    expect(
      within(screen.getByRole('cell', { name: 'Badge number' }).closest('tr')!).getByText('Number'),
    ).toBeTruthy();
    expect(api.callsTo(`GET ${PATH}`)[0]?.query.get('organizationDid')).toBe(ORGANISATION_DID);
  });

  it('creates a list type: it needs at least one option, then it is created and said so', async () => {
    let created = false;
    const department = createCustomFieldType({ name: 'Department', kind: 'list', options: ['Sales', 'Ops'] });
    const api = mockApi({
      [`GET ${PATH}`]: () => (created ? [department] : []),
      [`POST ${PATH}`]: () => {
        created = true;
        return department;
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Create field type' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create field type' }));
    expect(dialog.queryByRole('textbox', { name: 'Options (one per line)' })).toBeNull();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), ' Department ');
    await chooseKind(user, 'List of options');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A list needs at least one option')).toBeTruthy();
    expect(api.callsTo(`POST ${PATH}`)).toHaveLength(0);

    await user.type(
      dialog.getByRole('textbox', { name: 'Options (one per line)' }),
      'Sales{Enter}{Enter}  Ops ',
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Create new custom field successfully')).toBeTruthy();
    expect(api.callsTo(`POST ${PATH}`)[0]?.body).toEqual({
      name: 'Department',
      kind: 'list',
      options: ['Sales', 'Ops'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Department' })).toBeTruthy();
  });

  it('sends no options for a type that is not a list', async () => {
    const api = mockApi({ [`GET ${PATH}`]: [], [`POST ${PATH}`]: createCustomFieldType({ name: 'Badge' }) });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Create field type' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Field Type Name is required')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Badge');
    await chooseKind(user, 'Number');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Create new custom field successfully');
    expect(api.callsTo(`POST ${PATH}`)[0]?.body).toEqual({ name: 'Badge', kind: 'number', options: [] });
  });

  it('edits a type in the same dialog, filled in', async () => {
    const department = createCustomFieldType({ name: 'Department', kind: 'list', options: ['Sales', 'Ops'] });
    const api = mockApi({
      [`GET ${PATH}`]: [department],
      [`PUT ${PATH}/${department.id}`]: { ...department, options: ['Sales', 'Ops', 'Legal'] },
    });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Department' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit field type' }));
    const options = dialog.getByRole('textbox', { name: 'Options (one per line)' });
    expect((options as HTMLTextAreaElement).value).toBe('Sales\nOps');
    await user.type(options, '{Enter}Legal');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update custom field successfully')).toBeTruthy();
    expect(api.callsTo(`PUT ${PATH}/${department.id}`)[0]?.body).toEqual({
      name: 'Department',
      kind: 'list',
      options: ['Sales', 'Ops', 'Legal'],
    });
  });

  it("removes a type after asking; a used one is refused with the server's message", async () => {
    const department = createCustomFieldType({ name: 'Department' });
    const badge = createCustomFieldType({ name: 'Badge', usedBy: 1 });
    const api = mockApi({
      [`GET ${PATH}`]: [department, badge],
      [`DELETE ${PATH}`]: (request) =>
        (request.body as { ids: string[] }).ids.includes(badge.id)
          ? apiError(409, SCHEME_MESSAGES.fieldTypeInUse)
          : { removed: [department.id] },
    });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Department' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove this field type?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove custom field successfully')).toBeTruthy();
    expect(api.callsTo(`DELETE ${PATH}`)[0]?.body).toEqual({ ids: [department.id] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove Badge' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('This field type is used by a role field and cannot be removed'),
    ).toBeTruthy();
  });

  it('is not open to a UserAdmin', async () => {
    mockApi({});
    signIn(createOrganisationProfile(ROLE_TYPES.userAdmin), LOGGED_IN_AS.organisation);
    renderApp('/custom-fields');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops, Page Not Found!' })).toBeTruthy();
  });
});
