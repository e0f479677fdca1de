import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, PERSISTED_STATE_PREFIX, ROLE_TYPES } from '@sigil/core';
import { createOrganisationProfile, createProfile } from '../test/factories';
import { validToken } from '../test/jwt';
import { storeSession } from '../test/render-app';
import { accountTypeOf, loginModeOf, useSessionStore } from './session-store';

const store = () => useSessionStore.getState();

describe('session store', () => {
  it('keeps token, logedInAs and tab as plain localStorage keys and nothing under redux-', () => {
    const token = validToken();
    store().setSession({
      token,
      loggedInAs: LOGGED_IN_AS.provider,
      profile: createProfile({ mode: 'provider' }),
    });
    store().setTab('1');

    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('logedInAs')).toBe(LOGGED_IN_AS.provider);
    expect(localStorage.getItem('tab')).toBe('1');
    expect(Object.keys(localStorage).filter((key) => key.startsWith(PERSISTED_STATE_PREFIX))).toEqual([]);
    expect(Object.keys(localStorage).sort()).toEqual(['logedInAs', 'tab', 'token']);
  });

  it('does not persist the profile, permissions or selected account', () => {
    store().setSession({
      token: validToken(),
      loggedInAs: LOGGED_IN_AS.organisation,
      profile: createOrganisationProfile(),
    });
    store().setPermissions({ canInvite: true });
    expect(JSON.stringify({ ...localStorage })).not.toContain('Acme');
    expect(JSON.stringify({ ...localStorage })).not.toContain('canInvite');
  });

  it('reads a previous visit back from the plain keys', () => {
    const token = validToken();
    storeSession({ token, loggedInAs: LOGGED_IN_AS.organisation });
    expect(store().token).toBe(token);
    expect(loginModeOf(store().loggedInAs)).toBe('organisation');
    expect(store().tab).toBe('0');
  });

  it('refuses a token that is not a JWT', () => {
    expect(() =>
      store().setSession({ token: 'abc', loggedInAs: LOGGED_IN_AS.individual, profile: createProfile() }),
    ).toThrow('Incorrect format JWT');
    expect(() => store().setToken('a.b')).toThrow('Incorrect format JWT');
    expect(store().token).toBeNull();
  });

  it('replaces the token with a refreshed one', () => {
    store().setSession({
      token: validToken(),
      loggedInAs: LOGGED_IN_AS.individual,
      profile: createProfile(),
    });
    const refreshed = validToken({ jti: 'refreshed' });
    store().setToken(refreshed);
    expect(localStorage.getItem('token')).toBe(refreshed);
  });

  it('switches the selected account in the profile too', () => {
    store().setSession({
      token: validToken(),
      loggedInAs: LOGGED_IN_AS.organisation,
      profile: createOrganisationProfile(),
    });
    store().selectAccount({ id: 'acc-2', type: ROLE_TYPES.userAdmin, membershipId: 'm2' });
    expect(accountTypeOf(store())).toBe(ROLE_TYPES.userAdmin);
    expect(store().selectedAccount?.membershipId).toBe('m2');
  });

  it('logout clears storage and state', () => {
    store().setSession({
      token: validToken(),
      loggedInAs: LOGGED_IN_AS.organisation,
      profile: createOrganisationProfile(),
    });
    localStorage.setItem(`${PERSISTED_STATE_PREFIX}root`, '{}');
    sessionStorage.setItem('returnTo', '/my-activities');
    localStorage.setItem('language', 'de');

    store().logout();

    expect(store()).toMatchObject({
      token: null,
      loggedInAs: null,
      profile: null,
      permissions: {},
      selectedAccount: null,
    });
    expect(Object.keys(localStorage)).toEqual(['language']);
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('treats any unknown logedInAs value as an individual login', () => {
    expect(loginModeOf(LOGGED_IN_AS.organisation)).toBe('organisation');
    expect(loginModeOf(LOGGED_IN_AS.provider)).toBe('provider');
    expect(loginModeOf(LOGGED_IN_AS.individual)).toBe('individual');
    expect(loginModeOf('something else')).toBe('individual');
    expect(loginModeOf(null)).toBe('individual');
  });
});
