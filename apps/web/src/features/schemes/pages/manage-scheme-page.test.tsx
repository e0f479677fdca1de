import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, ROLE_TYPES, SCHEME_MESSAGES, type TSchemeDetail } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import {
  createCustomFieldType,
  createOrganisationProfile,
  createScheme,
  createSchemeDetail,
  createSchemeField,
} from '../../../test/factories';
import { choose, expectNoSeriousAxeViolations } from '../../../test/page-test';
import { renderApp, signIn } from '../../../test/render-app';

const schemePath = (id: string, ...rest: string[]) => ['/api/v1/trustanchor/schemes', id, ...rest].join('/');
const TYPES = 'GET /api/v1/trustanchor/customfieldtypes';

async function openPage(scheme: TSchemeDetail) {
  signIn(createOrganisationProfile(ROLE_TYPES.roleAdmin), LOGGED_IN_AS.organisation);
  const view = renderApp(`/scheme/manage?id=${scheme.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Manage Role' });
  await screen.findByRole('heading', { level: 2, name: 'Add field' });
  return view;
}

const addSection = () => within(screen.getByRole('region', { name: 'Add field' }));

describe('manage a role', () => {
  it('adds a field: posts its name, type and whether it is required, and says so', async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales' });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [],
      [`POST ${schemePath(scheme.id, 'fields')}`]: createScheme(scheme),
    });
    const { user } = await openPage(scheme);
    expect(screen.getByText(/sends it back to be checked again/)).toBeTruthy();

    const add = addSection();
    await user.type(add.getByRole('textbox', { name: 'Field Name' }), '  Work email ');
    await choose(user, /^Field Type/, 'Email', add);
    await user.click(add.getByRole('checkbox', { name: 'Required' }));
    await user.click(add.getByRole('button', { name: 'Add field' }));

    expect(await screen.findByText('Successfully add new field')).toBeTruthy();
    expect(api.callsTo(`POST ${schemePath(scheme.id, 'fields')}`)[0]?.body).toEqual({
      fieldName: 'Work email',
      fieldType: 'email',
      isRequired: 'Y',
    });
    await waitFor(() => expect(add.getByRole('textbox', { name: 'Field Name' })).toHaveProperty('value', ''));
  });

  it("offers the organisation's custom field types by name, under their own heading, and sends the type's id", async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales' });
    const department = createCustomFieldType({ name: 'Department', kind: 'list', options: ['Sales', 'Ops'] });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [department],
      [`POST ${schemePath(scheme.id, 'fields')}`]: createScheme(scheme),
    });
    const { user } = await openPage(scheme);
    const add = addSection();
    await user.type(add.getByRole('textbox', { name: 'Field Name' }), 'Team');
    await user.click(add.getByRole('combobox', { name: /^Field Type/ }));
    const listbox = await screen.findByRole('listbox');
    // The basic kinds first, then the organisation's own types apart from them.
    const lines = [...listbox.children].map((line) => line.textContent);
    expect(lines.indexOf('Basic kinds')).toBe(0);
    expect(lines.slice(lines.indexOf('Your field types'))).toEqual(['Your field types', 'Department']);
    await expectNoSeriousAxeViolations();
    await user.click(await screen.findByRole('option', { name: 'Department' }));
    await user.click(add.getByRole('button', { name: 'Add field' }));
    await screen.findByText('Successfully add new field');
    expect(api.callsTo(`POST ${schemePath(scheme.id, 'fields')}`)[0]?.body).toEqual({
      fieldName: 'Team',
      fieldType: department.id,
      isRequired: 'N',
    });
  });

  it('requires a field name; a name the role already has is said on the field', async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales' });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [],
      [`POST ${schemePath(scheme.id, 'fields')}`]: () =>
        apiError(409, SCHEME_MESSAGES.duplicateFieldName, { fieldName: SCHEME_MESSAGES.duplicateFieldName }),
    });
    const { user } = await openPage(scheme);
    const add = addSection();
    await user.click(add.getByRole('button', { name: 'Add field' }));
    expect(await add.findByText('Field Name is required')).toBeTruthy();
    expect(api.callsTo(`POST ${schemePath(scheme.id, 'fields')}`)).toHaveLength(0);

    await user.type(add.getByRole('textbox', { name: 'Field Name' }), 'Region');
    await user.click(add.getByRole('button', { name: 'Add field' }));
    expect(await add.findByText('This role already has a field with this name')).toBeTruthy();
  });

  it("says 'Somethings wrong please try again' when adding fails otherwise", async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales' });
    mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [],
      [`POST ${schemePath(scheme.id, 'fields')}`]: () => apiError(500, 'Internal server error'),
    });
    const { user } = await openPage(scheme);
    await user.type(addSection().getByRole('textbox', { name: 'Field Name' }), 'Region');
    await user.click(addSection().getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Somethings wrong please try again')).toBeTruthy();
  });

  it('moves a field up: sends its new position, and keeps the focus on the moved field', async () => {
    const team = createSchemeField({ fieldName: 'Team', order: 1 });
    const region = createSchemeField({ fieldName: 'Region', order: 2 });
    let moved = false;
    const scheme = createSchemeDetail({ schemeName: 'Sales', fields: [team, region] });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: () =>
        moved
          ? {
              ...scheme,
              fields: [
                { ...team, order: 2 },
                { ...region, order: 1 },
              ],
            }
          : scheme,
      [TYPES]: [],
      [`PUT ${schemePath(scheme.id, 'fields', region.id)}`]: () => {
        moved = true;
        return createScheme(scheme);
      },
    });
    const { user } = await openPage(scheme);
    expect(screen.getByRole('button', { name: 'Move Team up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Region down' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move Region up' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('textbox', { name: /^Name of field/ })
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['Region', 'Team']),
    );
    expect(api.callsTo(`PUT ${schemePath(scheme.id, 'fields', region.id)}`)[0]?.body).toEqual({ order: 1 });
    // Region reached the top: its Move up is disabled, so the focus goes to its Move down.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Region down' })),
    );
    expect(screen.getByRole('status').textContent).toBe('Region is now field 1');
  });

  it('renames a field when its input is left, and marks it required at once', async () => {
    const team = createSchemeField({ fieldName: 'Team', order: 1 });
    const scheme = createSchemeDetail({ schemeName: 'Sales', fields: [team] });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [],
      [`PUT ${schemePath(scheme.id, 'fields', team.id)}`]: createScheme(scheme),
    });
    const { user } = await openPage(scheme);
    const name = screen.getByRole('textbox', { name: 'Name of field 1' });
    await user.clear(name);
    await user.type(name, 'Squad');
    await user.tab();
    await screen.findByText('Field updated');
    await user.click(screen.getByRole('checkbox', { name: 'Team is required' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${schemePath(scheme.id, 'fields', team.id)}`)).toHaveLength(2),
    );
    expect(api.callsTo(`PUT ${schemePath(scheme.id, 'fields', team.id)}`).map((call) => call.body)).toEqual([
      { fieldName: 'Squad' },
      { isRequired: 'Y' },
    ]);
  });

  it('sends one change for a double-click on Required, the second click coming before the answer', async () => {
    const team = createSchemeField({ fieldName: 'Team', order: 1 });
    const scheme = createSchemeDetail({ schemeName: 'Sales', fields: [team] });
    let answer = () => {};
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [],
      [`PUT ${schemePath(scheme.id, 'fields', team.id)}`]: () =>
        new Promise((resolve) => (answer = () => resolve(createScheme(scheme)))),
    });
    const { user } = await openPage(scheme);
    await user.dblClick(screen.getByRole('checkbox', { name: 'Team is required' }));
    answer();
    await screen.findByText('Field updated');
    expect(api.callsTo(`PUT ${schemePath(scheme.id, 'fields', team.id)}`).map((call) => call.body)).toEqual([
      { isRequired: 'Y' },
    ]);
  });

  it('removes a field after asking', async () => {
    const team = createSchemeField({ fieldName: 'Team', order: 1 });
    const scheme = createSchemeDetail({ schemeName: 'Sales', fields: [team] });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [],
      [`DELETE ${schemePath(scheme.id, 'fields')}`]: createScheme(scheme),
    });
    const { user } = await openPage(scheme);
    await user.click(screen.getByRole('button', { name: 'Remove Team' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Remove the field Team from this role?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Field removed')).toBeTruthy();
    expect(api.callsTo(`DELETE ${schemePath(scheme.id, 'fields')}`)[0]?.body).toEqual({
      fieldIds: [team.id],
    });
  });

  it('renames the role; a name in use is said on the field', async () => {
    const scheme = createSchemeDetail({ schemeName: 'Sales' });
    const api = mockApi({
      [`GET ${schemePath(scheme.id)}`]: scheme,
      [TYPES]: [],
      [`PUT ${schemePath(scheme.id)}`]: () =>
        apiError(409, SCHEME_MESSAGES.duplicateName, { schemeName: SCHEME_MESSAGES.duplicateName }),
    });
    const { user } = await openPage(scheme);
    const name = screen.getByRole('textbox', { name: 'Role Name' });
    await user.clear(name);
    await user.type(name, 'Finance');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A role with this name already exists')).toBeTruthy();
    expect(api.callsTo(`PUT ${schemePath(scheme.id)}`)[0]?.body).toEqual({ schemeName: 'Finance' });
  });

  it('shows a deactivated role read-only', async () => {
    const scheme = createSchemeDetail({
      schemeName: 'Legacy',
      status: 'DEACTIVATED',
      activeStatus: 'D',
      fields: [createSchemeField({ fieldName: 'Team', order: 1 })],
    });
    mockApi({ [`GET ${schemePath(scheme.id)}`]: scheme, [TYPES]: [] });
    signIn(createOrganisationProfile(ROLE_TYPES.roleAdmin), LOGGED_IN_AS.organisation);
    renderApp(`/scheme/manage?id=${scheme.id}`);
    expect(await screen.findByText(/This role is deactivated/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Team' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
  });
});
