import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, ROLE_TYPES, SCHEME_MESSAGES } from '@sigil/core';
import { i18n } from '../../../lib/i18n';
import { apiError, mockApi } from '../../../test/api-mock';
import { createOrganisationProfile, createScheme, ORGANISATION_DID } from '../../../test/factories';
import { renderApp, signIn } from '../../../test/render-app';

const CREATE = 'POST /api/v1/trustanchor/schemes';

async function openPage() {
  signIn(createOrganisationProfile(ROLE_TYPES.roleAdmin), LOGGED_IN_AS.organisation);
  const view = renderApp('/add-role');
  await screen.findByRole('heading', { level: 1, name: 'Roles' });
  return view;
}

const roleName = () => screen.getByRole('textbox', { name: 'Role Name' });

describe('add role', () => {
  it("shows the form: section 'Roles Information', Role Name, Cancel back to role management", async () => {
    mockApi({ 'GET /api/v1/trustanchor/schemes': [] });
    const { user, router } = await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Roles Information' })).toBeTruthy();
    expect(roleName().getAttribute('maxlength')).toBe('100');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Role Management' });
    expect(router.state.location.pathname).toBe('/role-management');
  });

  it("asks before Cancel or the browser's Back discards a typed name; Cancel stays, Discard leaves", async () => {
    mockApi({ 'GET /api/v1/trustanchor/schemes': [] });
    signIn(createOrganisationProfile(ROLE_TYPES.roleAdmin), LOGGED_IN_AS.organisation);
    const { user, router } = renderApp('/role-management');
    await screen.findByRole('heading', { level: 1, name: 'Role Management' });
    await router.navigate('/add-role');
    await screen.findByRole('heading', { level: 1, name: 'Roles' });
    await user.type(roleName(), 'Auditors');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/add-role');
    expect((roleName() as HTMLInputElement).value).toBe('Auditors');

    await router.navigate(-1);
    dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await screen.findByRole('heading', { level: 1, name: 'Role Management' });
    expect(router.state.location.pathname).toBe('/role-management');
  });

  it("says 'Name is required' for a blank name and sends nothing", async () => {
    const api = mockApi({});
    const { user } = await openPage();
    await user.type(roleName(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(roleName().getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('says it in German too', async () => {
    mockApi({});
    await i18n.changeLanguage('de');
    signIn(createOrganisationProfile(ROLE_TYPES.roleAdmin), LOGGED_IN_AS.organisation);
    const { user } = renderApp('/add-role');
    await screen.findByRole('heading', { level: 1, name: 'Rollen' });
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Name ist erforderlich')).toBeTruthy();
  });

  it('creates the role with the trimmed name, says so and goes back to role management', async () => {
    const created = createScheme({ schemeName: 'Sales' });
    const api = mockApi({ [CREATE]: created, 'GET /api/v1/trustanchor/schemes': [created] });
    const { user, router } = await openPage();
    await user.type(roleName(), '  Sales  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Create new scheme successfully')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Role Management' });
    expect(router.state.location.pathname).toBe('/role-management');
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      orgScheme: { schemeName: 'Sales', organizationDid: ORGANISATION_DID, memberId: 'm1' },
    });
    expect(await screen.findByRole('link', { name: 'Sales' })).toBeTruthy();
  });

  it('shows a name already in use (409) on the Role Name field', async () => {
    const api = mockApi({
      [CREATE]: () =>
        apiError(409, SCHEME_MESSAGES.duplicateName, { schemeName: SCHEME_MESSAGES.duplicateName }),
    });
    const { user, router } = await openPage();
    await user.type(roleName(), 'Sales');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A role with this name already exists')).toBeTruthy();
    expect(roleName().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/add-role');
    expect(api.callsTo(CREATE)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false),
    );
  });

  it("toasts the server's message for any other refusal", async () => {
    mockApi({ [CREATE]: () => apiError(500, 'The database is not answering') });
    const { user } = await openPage();
    await user.type(roleName(), 'Sales');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The database is not answering')).toBeTruthy();
    expect(roleName().getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps Create disabled while the request runs', async () => {
    let answer: (() => void) | undefined;
    mockApi({
      [CREATE]: () =>
        new Promise((resolve) => {
          answer = () => resolve(apiError(500, 'Internal server error'));
        }),
    });
    const { user } = await openPage();
    await user.type(roleName(), 'Sales');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true),
    );
    answer?.();
    expect(await screen.findByText('Internal server error')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false),
    );
  });
});
