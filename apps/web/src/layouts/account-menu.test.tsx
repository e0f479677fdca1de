import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, permissionsOf, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../test/api-mock';
import {
  createActivityReport,
  createOrganisationDetail,
  createOrganisationProfile,
  createProfile,
} from '../test/factories';
import { validToken } from '../test/jwt';
import { renderApp, signIn } from '../test/render-app';
import { useSessionStore } from '../lib/session-store';
import { useThemePreference } from '../lib/theme-preference';

const banner = () => within(screen.getByRole('banner'));
const openMenu = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(banner().getByRole('button', { name: 'Account menu' }));
  return within(await screen.findByRole('menu', { name: 'Account menu' }));
};
const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

describe('account menu (desktop)', () => {
  it('offers light, dark or following the system (the default); the choice applies at once and is kept', async () => {
    signIn(createProfile());
    const { user } = renderApp('/my-activities');
    await screen.findByRole('heading', { level: 1, name: 'My Activities' });
    // The desktop bar keeps the language switch and Log out beside the menu.
    expect(banner().getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(banner().getByRole('button', { name: 'Log out' })).toBeTruthy();

    let menu = await openMenu(user);
    expect(
      menu.getByRole('menuitemradio', { name: 'Theme: Follow the system' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(menu.getByRole('menuitemradio', { name: 'Theme: Dark' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    const light = bodyBackground();

    await user.click(menu.getByRole('menuitemradio', { name: 'Theme: Dark' }));
    await waitFor(() => expect(bodyBackground()).not.toBe(light));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(useThemePreference.getState().preference).toBe('dark');

    menu = await openMenu(user);
    expect(menu.getByRole('menuitemradio', { name: 'Theme: Dark' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // Logging out keeps the choice: it is no session key.
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Log in to Sigil' });
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(bodyBackground()).not.toBe(light);
  });

  it('offers no organisation switch to a login with one membership', async () => {
    signIn(createProfile());
    const { user } = renderApp('/my-activities');
    await screen.findByRole('heading', { level: 1, name: 'My Activities' });
    const menu = await openMenu(user);
    expect(menu.queryByRole('menuitem', { name: /^Switch to/ })).toBeNull();
  });

  it('switches an organisation login to another of its memberships: permissions, sidebar and header follow, and home', async () => {
    const roles = [
      {
        enrollmentID: 'e1',
        enrolledOrg: 'Acme Ltd',
        organizationDid: 'did:sigil:0x' + 'a'.repeat(40),
        type: 'Admin',
        membershipId: 'm1',
      },
      {
        enrollmentID: 'e2',
        enrolledOrg: 'Beta GmbH',
        organizationDid: 'did:sigil:0x' + 'b'.repeat(40),
        type: 'RoleAdmin',
        membershipId: 'm2',
      },
    ];
    const profile = createOrganisationProfile(ROLE_TYPES.admin, {
      roles,
      organisation: { did: roles[0]!.organizationDid, businessName: 'Acme Ltd', logo: null },
    });
    const switched = {
      ...profile,
      selectedAccount: { id: roles[1]!.organizationDid, type: 'RoleAdmin', membershipId: 'm2' },
      organisation: { did: roles[1]!.organizationDid, businessName: 'Beta GmbH', logo: null },
    };
    const newToken = validToken({ mid: 'm2' });
    const api = mockApi({
      'POST /api/v1/auth/select-account': { token: newToken, profile: switched },
      'GET /api/v1/trustanchor/membershiproles/permissions': ({ query }) => ({
        memberId: query.get('memberId'),
        roleType: 'RoleAdmin',
        permissions: permissionsOf('RoleAdmin'),
      }),
      [`GET /api/accounts/${roles[1]!.organizationDid}`]: createOrganisationDetail({
        BusinessName: 'Beta GmbH',
      }),
      'GET /api/public/reports': createActivityReport([]),
    });
    const oldToken = validToken({ mid: 'm1' });
    signIn(profile, LOGGED_IN_AS.organisation, oldToken);
    const { user, router } = renderApp('/admin-management');
    await screen.findByRole('heading', { level: 1, name: 'Admin Management' });
    expect(banner().getByText('Acme Ltd · Admin')).toBeTruthy();

    const menu = await openMenu(user);
    // Only the other membership, with its organisation and role.
    expect(menu.queryByRole('menuitem', { name: /Switch to Acme Ltd/ })).toBeNull();
    await user.click(menu.getByRole('menuitem', { name: 'Switch to Beta GmbH RoleAdmin' }));

    await screen.findByRole('heading', { level: 2, name: 'Your Organization' });
    expect(router.state.location.pathname).toBe('/');
    const [call] = api.callsTo('POST /api/v1/auth/select-account');
    expect(call?.body).toEqual({ membershipId: 'm2' });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${oldToken}`);
    expect(useSessionStore.getState().token).toBe(newToken);
    expect(localStorage.getItem('token')).toBe(newToken);
    expect(banner().getByText('Beta GmbH · RoleAdmin')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Role Management' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Admin Management' })).toBeNull();
  });

  it('keeps the session when the server refuses the switch, and says why', async () => {
    const profile = createOrganisationProfile(ROLE_TYPES.admin, {
      roles: [
        ...createOrganisationProfile().roles,
        {
          enrollmentID: 'e2',
          enrolledOrg: 'Beta GmbH',
          organizationDid: 'did:sigil:0x' + 'b'.repeat(40),
          type: 'Admin',
          membershipId: 'm2',
        },
      ],
    });
    mockApi({ 'POST /api/v1/auth/select-account': apiError(403, 'This membership is not yours') });
    const token = validToken();
    signIn(profile, LOGGED_IN_AS.organisation, token);
    const { user, router } = renderApp('/admin-management');
    await screen.findByRole('heading', { level: 1, name: 'Admin Management' });
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Switch to Beta GmbH Admin' }));
    expect(await screen.findByText('This membership is not yours')).toBeTruthy();
    expect(useSessionStore.getState().token).toBe(token);
    expect(router.state.location.pathname).toBe('/admin-management');
  });
});
