import { describe, expect, it } from 'vitest';
import { permissionsOf, type TPrincipal } from '@sigil/core';
import { canOpen, homePathFor, landingPathFor, navEntriesFor } from './access';
import { APP_ROUTES } from './routes';

const holds = (principal: TPrincipal) => {
  const granted = permissionsOf(principal);
  return (permission: keyof typeof granted) => granted[permission] === true;
};
const openable = (principal: TPrincipal) =>
  APP_ROUTES.filter((route) => canOpen(route, holds(principal))).map((route) => route.id);

/** Spec §2 route sets, screen by screen: the same people see the same screens as before permissions. */
describe('route access by permission', () => {
  it.each<[TPrincipal, string[]]>([
    [
      'individual',
      [
        'home',
        'myActivities',
        'endorsements',
        'requestEndorsements',
        'searchDid',
        'contacts',
        'generateQr',
        'recentHistory',
        'accountSettings',
      ],
    ],
    [
      'Admin',
      [
        'home',
        'myActivities',
        'adminInvitations',
        'adminManagement',
        'roleDetails',
        'schemes',
        'checkSchemes',
        'approveSchemes',
        'customFields',
        'searchDid',
        'userRequests',
        'userApprovals',
        'enrolAccounts',
        'listEndorsements',
        'contacts',
        'generateQr',
        'verifyPerson',
        'recentHistory',
        'accountSettings',
      ],
    ],
    [
      'UserAdmin',
      [
        'home',
        'userInvitations',
        'userManagement',
        'users',
        'manageMember',
        'keyUsers',
        'roleDetails',
        'schemes',
        'searchDid',
        'userRequests',
        'enrolAccounts',
        'listEndorsements',
        'contacts',
        'generateQr',
        'verifyPerson',
        'recentHistory',
        'accountSettings',
      ],
    ],
    [
      'RoleAdmin',
      [
        'home',
        'roleManagement',
        'addRole',
        'roleDetails',
        'schemes',
        'manageScheme',
        'customFields',
        'searchDid',
        'contacts',
        'generateQr',
        'recentHistory',
        'accountSettings',
      ],
    ],
    [
      'provider',
      [
        'adminActivities',
        'invitationRequests',
        'enrolmentRequests',
        'organisationsManagement',
        'organisationsDetail',
        'searchDid',
        'adminRequests',
        'contacts',
        'generateQr',
        'recentHistory',
        'accountSettings',
      ],
    ],
    ['Machine User', []],
    ['wallet', []],
  ])('%s opens exactly its screens', (principal, screens) => {
    expect(openable(principal)).toEqual(screens);
  });

  it('sends whoever may not open "/" to the provider home, and nobody anywhere without a permission', () => {
    expect(homePathFor(holds('Admin'))).toBe('/');
    expect(homePathFor(holds('provider'))).toBe('/enrollment-requests');
    expect(homePathFor(() => false)).toBeNull();
  });

  it('lands on the remembered page only when the user may open it; the provider always at home', () => {
    const access = (principal: TPrincipal) => ({ ready: true, hasAccess: holds(principal) });
    expect(landingPathFor(access('individual'), '/endorsements?x=1')).toBe('/endorsements?x=1');
    expect(landingPathFor(access('UserAdmin'), '/admin-management')).toBe('/');
    expect(landingPathFor(access('provider'), '/organizations-management')).toBe('/enrollment-requests');
  });

  it('builds the sidebar from the permissions, grouping the provider organisation screens', () => {
    const labels = navEntriesFor(holds('provider')).map((entry) =>
      entry.kind === 'group'
        ? `${entry.id}: ${entry.children.map((c) => (c.kind === 'link' ? c.route.id : '')).join(', ')}`
        : entry.route.id,
    );
    expect(labels).toEqual([
      'organization: enrolmentRequests, organisationsManagement',
      'adminActivities',
      'adminRequests',
      'invitationRequests',
      'contacts',
      'generateQr',
      'recentHistory',
      'searchDid',
    ]);
    expect(navEntriesFor(() => false)).toEqual([]);
  });
});
