import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_AS } from '@sigil/core';
import { mockApi } from '../test/api-mock';
import { createActivityReport, createProfile } from '../test/factories';
import { renderApp, signIn } from '../test/render-app';

// The header's bell, held back a while: the header must not show without it.
vi.mock('../features/notifications/components/notification-bell', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return importOriginal();
});

describe('the signed-in frame', () => {
  it('shows the header with its bell at once, never the header first and the bell a moment later', async () => {
    const profile = createProfile({ name: 'Ada Lovelace' });
    mockApi({
      'GET /api/reports': createActivityReport([]),
      'GET /api/v1/notifications': { data: [], unseen: 0 },
    });
    signIn(profile, LOGGED_IN_AS.individual);
    renderApp('/');

    const header = within(await screen.findByRole('banner', {}, { timeout: 5000 }));
    expect(header.getByRole('button', { name: /notification/i })).toBeTruthy();
    const panel = within(await screen.findByRole('region', { name: 'Your Information' }));
    expect(panel.getByTestId('your-information-did').textContent).toBe(profile.did);
  });
});
