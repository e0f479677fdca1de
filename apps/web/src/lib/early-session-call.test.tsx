import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGGED_IN_AS } from '@sigil/core';
import { apiError, mockApi } from '../test/api-mock';
import { createActivityReport, createProfile } from '../test/factories';
import { validToken } from '../test/jwt';
import { createTestQueryClient, renderApp, storeSession } from '../test/render-app';
import { sessionProfileQuery } from './session-actions';

const SESSION_CALL = 'GET /api/v1/auth/me';

const TOKEN_EXPIRED = "We've logged you out because of inactivity. Please try again by logging in.";

/**
 * A reload with a stored session. `early`: what index.html's early call answered, and whether it
 * was sent with the stored token or with another one (a login since); null when there was none.
 */
function reloadWith(early: { answer: Response; token: 'stored' | 'another' } | null) {
  const profile = createProfile();
  const api = mockApi({ [SESSION_CALL]: profile, 'GET /api/reports': createActivityReport([]) });
  const token = validToken();
  if (early) {
    const sentWith =
      early.token === 'stored'
        ? token
        : validToken({ sub: 'did:sigil:0x00000000000000000000000000000000000000b0' });
    window.sigilEarlySessionCall = { token: sentWith, response: Promise.resolve(early.answer) };
  }
  storeSession({ token, loggedInAs: LOGGED_IN_AS.individual });
  return { api, profile, token };
}

describe("a reload's profile, asked for by index.html while the page loaded", () => {
  afterEach(() => {
    delete window.sigilEarlySessionCall;
  });

  it('is read from the early answer, and not asked for again', async () => {
    const early = createProfile({ name: 'Grace Hopper' });
    const { api } = reloadWith({ answer: Response.json(early), token: 'stored' });
    renderApp('/');
    expect(await screen.findByText(early.did)).toBeTruthy();
    expect(api.callsTo(SESSION_CALL)).toHaveLength(0);
    expect(window.sigilEarlySessionCall).toBeUndefined();
  });

  it('is asked for again when the early call carried another token', async () => {
    const { api, profile } = reloadWith({ answer: Response.json(createProfile()), token: 'another' });
    renderApp('/');
    expect(await screen.findByText(profile.did)).toBeTruthy();
    expect(api.callsTo(SESSION_CALL)).toHaveLength(1);
  });

  it('ends the session when the early answer refuses the token, as any refusal does', async () => {
    reloadWith({ answer: apiError(401, 'Token revoked'), token: 'stored' });
    const { router } = renderApp('/');
    expect(await screen.findByText(TOKEN_EXPIRED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/token-expired');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('once fetched ahead of the first render, is not asked for again by the screen that mounts after', async () => {
    const { api, profile, token } = reloadWith(null);
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(sessionProfileQuery(token));
    renderApp('/', queryClient);
    expect(await screen.findByText(profile.did)).toBeTruthy();
    expect(api.callsTo(SESSION_CALL)).toHaveLength(1);
  });
});
