import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, type TNotification } from '@sigil/core';
import { mockApi } from '../../../test/api-mock';
import { createActivityReport, createProfile } from '../../../test/factories';
import { renderApp, signIn, signInOrganisation } from '../../../test/render-app';

const NOW = '2026-11-28T10:00:00.000Z';
const issued: TNotification = {
  id: '6b1d2b7e-0c8e-4a8a-9d51-1f7c1c0a0001',
  kind: 'endorsement-issued',
  picture: null,
  seen: false,
  createdAt: NOW,
  data: {
    organisationName: 'Acme Ltd',
    organisationDid: 'did:sigil:0x' + 'a'.repeat(40),
    roleName: 'Auditor',
  },
};
const answered: TNotification = {
  id: '6b1d2b7e-0c8e-4a8a-9d51-1f7c1c0a0002',
  kind: 'invitation-answered',
  picture: null,
  seen: true,
  createdAt: NOW,
  data: {
    inviteeName: 'Grace Hopper',
    inviteeDid: 'did:sigil:0x' + 'b'.repeat(40),
    accepted: true,
    roleType: 'UserAdmin',
  },
};

async function openBell() {
  const { user, router } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: /notification/i }));
  return { user, router, panel: within(await screen.findByRole('dialog', { name: 'Notifications' })) };
}

describe('a notification opens what it is about', () => {
  it('an endorsement issued opens My Endorsements, and is marked seen', async () => {
    const api = mockApi({
      'GET /api/reports': createActivityReport([]),
      'GET /api/v1/notifications': { data: [issued], unseen: 1 },
      [`POST /api/v1/notifications/${issued.id}/seen`]: { unseen: 0 },
      'GET /api/v1/endorsements/mine': [],
    });
    signIn(createProfile(), LOGGED_IN_AS.individual);
    const { user, router, panel } = await openBell();

    await user.click(panel.getByRole('button', { name: /Acme Ltd/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/endorsements'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(api.callsTo(`POST /api/v1/notifications/${issued.id}/seen`)).toHaveLength(1);
  });

  it("an answered invitation into an admin role opens the Admin's invitations", async () => {
    mockApi({
      'GET /api/reports': createActivityReport([]),
      'GET /api/v1/notifications': { data: [answered], unseen: 0 },
      'GET /api/v1/invitations/orgroles/sent': [],
    });
    signInOrganisation('Admin');
    const { user, router, panel } = await openBell();

    await user.click(panel.getByRole('button', { name: /Grace Hopper/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-invitations');
  });

  it('a shared contact opens in place, and a double-click marks it seen once', async () => {
    const shared: TNotification = {
      id: '6b1d2b7e-0c8e-4a8a-9d51-1f7c1c0a0003',
      kind: 'contact-shared',
      picture: null,
      seen: false,
      createdAt: NOW,
      data: {
        fromDid: 'did:sigil:0x' + 'c'.repeat(40),
        fromName: 'Ada Lovelace',
        contact: {
          name: 'Charles Babbage',
          did: 'did:sigil:0x' + 'd'.repeat(40),
          email: '',
          organisation: '',
          note: '',
        },
      },
    };
    let answer = () => {};
    const api = mockApi({
      'GET /api/reports': createActivityReport([]),
      'GET /api/v1/notifications': { data: [shared], unseen: 1 },
      [`POST /api/v1/notifications/${shared.id}/seen`]: () =>
        new Promise((resolve) => (answer = () => resolve({ unseen: 0 }))),
    });
    signIn(createProfile(), LOGGED_IN_AS.individual);
    const { user, panel } = await openBell();

    // The second click comes before the server has answered the first.
    await user.dblClick(panel.getByRole('button', { name: /Ada Lovelace/ }));
    answer();

    await waitFor(() => expect(api.callsTo(`POST /api/v1/notifications/${shared.id}/seen`)).toHaveLength(1));
    expect(await panel.findByText(/Charles Babbage/)).toBeTruthy();
  });
});
