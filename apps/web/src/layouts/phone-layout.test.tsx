import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_AS } from '@sigil/core';
import { mockApi } from '../test/api-mock';
import {
  createActivityReport,
  createOrganisationDetail,
  createOrganisationProfile,
  createProfile,
} from '../test/factories';
import { renderApp, signIn } from '../test/render-app';
import { useSessionStore } from '../lib/session-store';

/** A 375 px screen: every max-width media query matches, nothing else does. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('dashboard on a phone (below 600 px)', () => {
  beforeEach(phoneScreen);

  it('hides the navigation in a drawer behind the menu button; a followed link closes it', async () => {
    signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
    const { user, router } = renderApp('/enrollment-requests');
    await screen.findByRole('heading', { level: 1, name: 'Enrollment Requests' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collapse navigation' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav.getByRole('link', { name: 'Organizations' }));

    await screen.findByRole('heading', { level: 1, name: 'Organizations' });
    expect(router.state.location.pathname).toBe('/organizations-management');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  });

  it('folds name, organisation, role, language and Log out into the account menu', async () => {
    const profile = createOrganisationProfile(undefined, { name: 'Grace Hopper' });
    mockApi({
      [`GET /api/accounts/${profile.organisation?.did ?? ''}`]: createOrganisationDetail({
        BusinessName: 'Acme Ltd',
      }),
      'GET /api/public/reports': createActivityReport([]),
    });
    signIn(profile, LOGGED_IN_AS.organisation);
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Your Organization' });
    const banner = within(screen.getByRole('banner'));
    expect(banner.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(banner.queryByRole('group', { name: 'Language' })).toBeNull();

    await user.click(banner.getByRole('button', { name: 'Account menu' }));
    const menu = within(await screen.findByRole('menu', { name: 'Account menu' }));
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Acme Ltd · Admin')).toBeTruthy();
    expect(menu.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');

    await user.click(menu.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ihre Organisation' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Kontomenü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
  });
});
