import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../test/api-mock';
import { createActivityReport, createOrganisationDetail, createOrganisationProfile } from '../test/factories';
import { validToken } from '../test/jwt';
import { renderApp, storeSession } from '../test/render-app';

const PERMISSIONS = 'GET /api/v1/trustanchor/membershiproles/permissions';
const profile = createOrganisationProfile(ROLE_TYPES.admin);

function reloadAsOrganisation(permissions: object | Response) {
  const api = mockApi({
    'GET /api/v1/auth/me': profile,
    [PERMISSIONS]: permissions,
    [`GET /api/accounts/${profile.organisation?.did}`]: createOrganisationDetail(),
    'GET /api/public/reports': createActivityReport([]),
  });
  storeSession({ token: validToken(), loggedInAs: LOGGED_IN_AS.organisation });
  return api;
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('an organisation login after a reload', () => {
  it('shows what the permissions the server answers for the membership allow, not what the role name says', async () => {
    const api = reloadAsOrganisation({
      memberId: 'm1',
      roleType: ROLE_TYPES.admin,
      permissions: { 'home:read': true, 'users:manage': true },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(navLinks()).toEqual(['Home', 'User Management', 'Key Users']);
    expect(screen.queryByRole('link', { name: 'View more' })).toBeNull();
    expect(api.callsTo(PERMISSIONS)[0]?.query.get('memberId')).toBe('m1');
  });

  it('opens nothing when the permissions cannot be fetched (spec §6: an empty set)', async () => {
    reloadAsOrganisation(apiError(500, 'down'));
    renderApp('/admin-management');
    await screen.findByRole('heading', { level: 1, name: 'Ooops, Page Not Found!' });
    expect(screen.getByText('No options avalable')).toBeTruthy();
  });
});
