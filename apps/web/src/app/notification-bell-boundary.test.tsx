import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_AS } from '@sigil/core';
import { mockApi } from '../test/api-mock';
import { createActivityReport, createProfile } from '../test/factories';
import { renderApp, signIn } from '../test/render-app';

// The header's bell, held back until the test lets it load.
let releaseBell = () => {};
const bellHeld = new Promise<void>((resolve) => (releaseBell = resolve));
vi.mock('../features/notifications/components/notification-bell', async (importOriginal) => {
  await bellHeld;
  return importOriginal();
});

describe("the header's bell", () => {
  it('loads behind a boundary of its own: the home shows while it is still loading', async () => {
    const profile = createProfile({ name: 'Ada Lovelace' });
    mockApi({
      'GET /api/reports': createActivityReport([]),
      'GET /api/v1/notifications': { data: [], unseen: 0 },
    });
    signIn(profile, LOGGED_IN_AS.individual);
    renderApp('/');

    const panel = within(await screen.findByRole('region', { name: 'Your Information' }));
    expect(panel.getByTestId('your-information-did').textContent).toBe(profile.did);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /notification/i })).toBeNull();

    releaseBell();
    expect(await screen.findByRole('button', { name: /notification/i })).toBeTruthy();
    expect(panel.getByTestId('your-information-did').textContent).toBe(profile.did);
  });
});
