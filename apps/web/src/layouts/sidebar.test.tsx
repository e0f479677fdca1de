import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@sigil/core';
import { createProfile } from '../test/factories';
import { renderApp, renderWithProviders, signIn } from '../test/render-app';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { screen as defineScreen, defineScreens, type NavEntry, type TRouteWithNav } from '../lib/routing';
import { Sidebar } from './sidebar';

describe('sidebar', () => {
  it("says 'No options avalable' when the current route set has no entries", () => {
    renderWithProviders(
      <MemoryRouter>
        <Sidebar entries={[]} collapsed={false} onToggleCollapsed={() => {}} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('navigation')).getByText('No options avalable')).toBeTruthy();
  });

  it('collapses to icons (with accessible names) and expands again', async () => {
    signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
    const { user } = renderApp('/admin-activities');
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
    const drawerPaper = () => document.querySelector<HTMLElement>('.MuiDrawer-paper')!;
    expect(getComputedStyle(drawerPaper()).width).toBe(`${SIDEBAR_WIDTH}px`);

    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(getComputedStyle(drawerPaper()).width).toBe(`${SIDEBAR_COLLAPSED_WIDTH}px`);
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.queryByText('Organizations')).toBeNull();
    expect(nav.getByRole('link', { name: 'Organizations' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Activities' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(nav.getByText('Organizations')).toBeTruthy();
  });

  it('folds a group away and back', async () => {
    signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
    const { user } = renderApp('/admin-requests');
    await screen.findByRole('heading', { level: 1, name: 'Endorsement Requests' });
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav.getByRole('button', { name: 'Organization' }));
    expect(nav.getByRole('button', { name: 'Organization' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(nav.getByRole('button', { name: 'Organization' }));
    expect(nav.getByRole('link', { name: 'Enrollment Requests' })).toBeTruthy();
  });

  it('marks only the most specific entry: /scheme/check is Check Roles, not Schemes', () => {
    const page = () => Promise.resolve({ default: () => null });
    const nav = { icon: BadgeOutlined, order: 1 };
    const { schemes, checkSchemes } = defineScreens({
      schemes: defineScreen('/scheme', 'roles:read', page, nav),
      checkSchemes: defineScreen('/scheme/check', 'schemes:check', page, nav),
    });
    const entries: NavEntry[] = [schemes, checkSchemes].map((route) => ({
      kind: 'link',
      route: route as TRouteWithNav,
    }));
    const at = (path: string) =>
      renderWithProviders(
        <MemoryRouter initialEntries={[path]}>
          <Sidebar entries={entries} collapsed={false} onToggleCollapsed={() => {}} />
        </MemoryRouter>,
      );
    const current = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    const first = at('/scheme/check');
    expect(current()).toEqual(['Check Roles']);
    first.unmount();
    at('/scheme/manage');
    expect(current()).toEqual(['Schemes']);
  });
});
