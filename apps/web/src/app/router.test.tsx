import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_AS, ROLE_TYPES } from '@sigil/core';
import { createOrganisationProfile, createProfile } from '../test/factories';
import { expiredToken, validToken } from '../test/jwt';
import { mockApi } from '../test/api-mock';
import { renderApp, signIn, storeSession } from '../test/render-app';
import { apiClient } from '../lib/api-client';
import { useSessionStore } from '../lib/session-store';

const NOT_FOUND = 'Ooops, Page Not Found!';
const TOKEN_EXPIRED = "We've logged you out because of inactivity. Please try again by logging in.";

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const sidebarLinks = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);
const sidebarLink = (name: string) => within(navigation()).getByRole('link', { name });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

const signInProvider = () => signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);

/** Opens `path`, waits for the page titled `title` and tells where the router ended up. */
async function landingOf(path: string, title: string) {
  const { router } = renderApp(path);
  await heading(title);
  return router.state.location.pathname;
}

describe('without a token', () => {
  it('shows login and signup', async () => {
    renderApp('/login');
    await heading('Log in to Sigil');
    expect(screen.getByRole('button', { name: 'Login (Individual)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login (Organization)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enroll your Organization' })).toBeTruthy();

    renderApp('/organisation-signup');
    await heading('Enroll Organization');
  });

  it('sends a known page to /login and remembers where the visitor wanted to go', async () => {
    const { router } = renderApp('/enrollment-requests?status=INVITED');
    await heading('Log in to Sigil');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/enrollment-requests?status=INVITED' });
    expect(sessionStorage.getItem('returnTo')).toBe('/enrollment-requests?status=INVITED');
  });

  it('shows the not-found page for an unknown path, whose Go back returns one step', async () => {
    const { router, user } = renderApp('/login');
    await heading('Log in to Sigil');
    await router.navigate('/no-such-page');
    await heading(NOT_FOUND);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await heading('Log in to Sigil');
  });

  it('offers the way back to login on the token-expired page', async () => {
    renderApp('/token-expired');
    expect(await screen.findByText(TOKEN_EXPIRED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to Sigil' }).getAttribute('href')).toBe('/login');
  });
});

describe('with a stored token', () => {
  it('an expired token is cleared and the user lands on the token-expired page', async () => {
    storeSession({ token: expiredToken(), loggedInAs: LOGGED_IN_AS.individual });
    const { router } = renderApp('/my-activities');
    expect(await screen.findByText(TOKEN_EXPIRED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/token-expired');
    expect(screen.getByRole('link', { name: 'Go back to Sigil' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('logedInAs')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('sends a signed-in user from the token-expired page home, replacing the entry', async () => {
    signIn(createProfile());
    const { router } = renderApp('/token-expired');
    await heading('Home');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText(TOKEN_EXPIRED)).toBeNull();
  });

  it('a provider on the token-expired page goes on to the provider home', async () => {
    signInProvider();
    expect(await landingOf('/token-expired', 'Enrollment Requests')).toBe('/enrollment-requests');
  });

  it('sends a signed-in user away from login to their home', async () => {
    signInProvider();
    expect(await landingOf('/login', 'Enrollment Requests')).toBe('/enrollment-requests');
  });

  it('after login, returns to the remembered page when this user may open it', async () => {
    sessionStorage.setItem('returnTo', '/endorsements');
    signIn(createProfile());
    expect(await landingOf('/login', 'Endorsements')).toBe('/endorsements');
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('an individual cannot open a provider page: not found, and the tab title says so', async () => {
    signIn(createProfile());
    const { router } = renderApp('/enrollment-requests');
    await heading(NOT_FOUND);
    expect(screen.queryByText('Enrollment Requests')).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${NOT_FOUND} · Sigil`));

    // A screen this login may open has its own title again.
    await router.navigate('/my-activities');
    await heading('My Activities');
    await waitFor(() => expect(document.title).toBe('My Activities · Sigil'));
  });

  it('a provider opening / goes to the provider home', async () => {
    signInProvider();
    expect(await landingOf('/', 'Enrollment Requests')).toBe('/enrollment-requests');
  });

  it('an unknown logedInAs value means an individual login', async () => {
    // After a reload the profile is fetched again, and parsed: it must be a profile.
    mockApi({ 'GET /api/v1/auth/me': createProfile() });
    storeSession({ token: validToken(), loggedInAs: 'Somebody' });
    renderApp('/endorsements/request-endorsements');
    await heading('Request Endorsements');
    const nav = within(navigation());
    expect(nav.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'My Activities' })).toBeTruthy();
    // The nested page keeps its parent entry active.
    expect(nav.getByRole('link', { name: 'Endorsements' }).getAttribute('aria-current')).toBe('page');
  });

  it('log out clears storage and state and goes to login', async () => {
    signIn(createOrganisationProfile(ROLE_TYPES.admin), LOGGED_IN_AS.organisation);
    const { router, user } = renderApp('/admin-management');
    await heading('Admin Management');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await heading('Log in to Sigil');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().profile).toBeNull();
  });

  it('a refused token (401) ends the session on the token-expired page', async () => {
    signIn(createProfile());
    renderApp('/my-activities');
    await heading('My Activities');
    const revoked = Response.json({ error: { code: 'UNAUTHORISED', message: 'Revoked' } }, { status: 401 });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(revoked)),
    );
    await expect(apiClient.get('/v1/users/events')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText(TOKEN_EXPIRED)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go back to Sigil' })).toBeTruthy());
  });
});

describe('sidebar per login', () => {
  it('provider: the Organization group with its children, then Activities, Request and Invitation Requests', async () => {
    signInProvider();
    renderApp('/enrollment-requests');
    await heading('Enrollment Requests');
    const nav = within(navigation());
    expect(nav.getByRole('button', { name: 'Organization' }).getAttribute('aria-expanded')).toBe('true');
    expect(sidebarLinks()).toEqual([
      'Enrollment Requests',
      'Organizations',
      'Activities',
      'Request',
      'Invitation Requests',
      'Contacts',
      'Generate QR',
      'Recent History',
      'DID Search',
    ]);
    expect(nav.getByRole('link', { name: 'Enrollment Requests' }).getAttribute('aria-current')).toBe('page');
  });

  it('organisation Admin: Home, My Activities, Invitations (admin), Admin Management, Roles', async () => {
    signIn(createOrganisationProfile(ROLE_TYPES.admin), LOGGED_IN_AS.organisation);
    renderApp('/');
    await heading('Home');
    expect(sidebarLinks()).toEqual([
      'Home',
      'My Activities',
      'Invitations',
      'Admin Management',
      'Requests',
      'Approvals',
      'Enroll Accounts',
      'Issued Endorsements',
      'Verify a Person',
      'Schemes',
      'Check Roles',
      'Approve Roles',
      'Custom Fields',
      'Contacts',
      'Generate QR',
      'Recent History',
      'DID Search',
    ]);
    expect(sidebarLink('Invitations').getAttribute('href')).toBe('/admin-invitations');
  });

  it('organisation UserAdmin: Home, Invitations (user), User Management, Key Users; admin pages are not found', async () => {
    signIn(createOrganisationProfile(ROLE_TYPES.userAdmin), LOGGED_IN_AS.organisation);
    const { router } = renderApp('/');
    await heading('Home');
    expect(sidebarLinks()).toEqual([
      'Home',
      'Invitations',
      'User Management',
      'Key Users',
      'Requests',
      'Enroll Accounts',
      'Issued Endorsements',
      'Verify a Person',
      'Schemes',
      'Contacts',
      'Generate QR',
      'Recent History',
      'DID Search',
    ]);
    expect(sidebarLink('Invitations').getAttribute('href')).toBe('/user-invitations');

    await router.navigate('/admin-management');
    await heading(NOT_FOUND);
  });

  it('organisation RoleAdmin: Home and the Roles group; add role is reachable', async () => {
    signIn(createOrganisationProfile(ROLE_TYPES.roleAdmin), LOGGED_IN_AS.organisation);
    const { router } = renderApp('/role-management');
    await heading('Role Management');
    expect(sidebarLinks()).toEqual([
      'Home',
      'Role Management',
      'Schemes',
      'Custom Fields',
      'Contacts',
      'Generate QR',
      'Recent History',
      'DID Search',
    ]);
    await router.navigate('/add-role');
    await heading('Roles');
  });

  it('the header shows the login kind, the business initial, user name, business name and role', async () => {
    signIn(createOrganisationProfile(ROLE_TYPES.admin, { name: 'Grace Hopper' }), LOGGED_IN_AS.organisation);
    renderApp('/');
    await heading('Home');
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByText('Organization')).toBeTruthy();
    expect(banner.getByText('A')).toBeTruthy();
    expect(banner.getByText('Grace Hopper')).toBeTruthy();
    expect(banner.getByText('Acme Ltd · Admin')).toBeTruthy();
  });
});
