import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, STORAGE_KEYS } from '@sigil/core';
import { notifySessionRejected } from '../lib/session-events';
import { useSessionStore } from '../lib/session-store';
import { mockApi } from '../test/api-mock';
import { createProfile } from '../test/factories';
import { validToken } from '../test/jwt';
import { renderApp, signIn } from '../test/render-app';

/** Another tab changes the stored token; the browser tells this tab. */
function otherTabSetsToken(newValue: string | null) {
  if (newValue === null) localStorage.removeItem(STORAGE_KEYS.token);
  else localStorage.setItem(STORAGE_KEYS.token, newValue);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue, storageArea: localStorage }),
    );
  });
}

async function typeIntoProfile() {
  mockApi({ 'GET /api/v1/member-detail/protect': { protectFlag: 'N' } });
  signIn(createProfile({ mode: 'individual' }), LOGGED_IN_AS.individual, validToken());
  const { user, router } = renderApp('/account-setting');
  const name = await screen.findByRole('textbox', { name: /Name/ });
  await user.clear(name);
  await user.type(name, 'Ada Byron');
  return { name, router };
}

describe('a logout in another tab', () => {
  it('keeps the screen and what was typed under a dialog; a refused call does not take it away', async () => {
    const { name, router } = await typeIntoProfile();

    otherTabSetsToken(null);
    const dialog = within(await screen.findByRole('dialog', { name: 'You logged out in another tab' }));
    expect(dialog.getByText(/What you entered here stays on this screen/)).toBeTruthy();
    act(() => notifySessionRejected());
    expect(router.state.location.pathname).toBe('/account-setting');
    expect((name as HTMLInputElement).value).toBe('Ada Byron');
    // The revoked token is not written back for the other tabs.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('carries on with the new token when the same person logs in again in a tab', async () => {
    const { name } = await typeIntoProfile();
    otherTabSetsToken(null);
    await screen.findByRole('dialog', { name: 'You logged out in another tab' });

    const renewed = validToken({ jti: 'a new session' });
    otherTabSetsToken(renewed);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().token).toBe(renewed);
    expect((name as HTMLInputElement).value).toBe('Ada Byron');
  });

  it("ends this tab's session when another person logs in, and Log in here goes to login", async () => {
    const { router } = await typeIntoProfile();
    otherTabSetsToken(validToken({ sub: 'did:sigil:0x00000000000000000000000000000000000000ff' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers to log in here', async () => {
    const { router } = await typeIntoProfile();
    otherTabSetsToken(null);
    const dialog = within(await screen.findByRole('dialog', { name: 'You logged out in another tab' }));
    act(() => dialog.getByRole('button', { name: 'Log in here' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
