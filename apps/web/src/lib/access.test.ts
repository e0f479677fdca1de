import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS } from '@sigil/core';
import { accessOf } from './access';

const session = { token: 'a.b.c', permissions: {}, permissionsLoaded: false };

describe('accessOf', () => {
  it('gives the provider and an individual their login mode’s permissions, without a call', () => {
    const provider = accessOf({ ...session, loggedInAs: LOGGED_IN_AS.provider });
    expect(provider.ready).toBe(true);
    expect(provider.hasAccess('enrolment:decide')).toBe(true);
    expect(provider.hasAccess('home:read')).toBe(false);
    const individual = accessOf({ ...session, loggedInAs: LOGGED_IN_AS.individual });
    expect(individual.hasAccess('endorsements:request')).toBe(true);
    expect(individual.hasAccess('enrolment:read')).toBe(false);
  });

  it('gives an organisation login what the server answered for its membership, once answered', () => {
    const waiting = accessOf({ ...session, loggedInAs: LOGGED_IN_AS.organisation });
    expect(waiting.ready).toBe(false);
    expect(waiting.hasAccess('home:read')).toBe(false);
    const answered = accessOf({
      ...session,
      loggedInAs: LOGGED_IN_AS.organisation,
      permissions: { 'home:read': true, 'users:manage': false },
      permissionsLoaded: true,
    });
    expect(answered.ready).toBe(true);
    expect(answered.hasAccess('home:read')).toBe(true);
    expect(answered.hasAccess('users:manage')).toBe(false);
  });

  it('gives nothing without a token', () => {
    expect(
      accessOf({ ...session, token: null, loggedInAs: LOGGED_IN_AS.provider }).hasAccess('enrolment:read'),
    ).toBe(false);
  });
});
