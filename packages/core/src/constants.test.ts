import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FIRST_PAGE,
  ACTIVITY_PAGE_SIZE,
  DEFAULT_DID_METHOD,
  DEFAULT_PHONE_COUNTRY,
  ENROLLMENT_TIME_SHIFT_HOURS,
  HOME_RECENT_ACTIVITIES,
  LOGGED_IN_AS,
  LOGGED_IN_AS_BY_LOGIN_MODE,
  LOGIN_MODES,
  LOGIN_MODE_BY_LOGGED_IN_AS,
  LOGIN_POLL_INTERVAL_MS,
  PERSISTED_STATE_PREFIX,
  PHONE_MIN_DIGITS,
  SCROLLBAR_TIMEOUT_MS,
  SEARCH_BOX_WIDTH,
  SEARCH_DEBOUNCE_MS,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  STORAGE_KEYS,
  TABLE_PAGE_SIZE,
  TOAST_AUTO_HIDE_MS,
} from './constants';

describe('business constants of spec §9', () => {
  it('page sizes: table 10, activity report 10 starting at page 1, home 5 rows', () => {
    expect(TABLE_PAGE_SIZE).toBe(10);
    expect(ACTIVITY_PAGE_SIZE).toBe(10);
    expect(ACTIVITY_FIRST_PAGE).toBe(1);
    expect(HOME_RECENT_ACTIVITIES).toBe(5);
  });

  it('timings: poll 1000 ms, debounce 500 ms, toast 3000 ms, scrollbar 500 ms', () => {
    expect(LOGIN_POLL_INTERVAL_MS).toBe(1000);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(TOAST_AUTO_HIDE_MS).toBe(3000);
    expect(SCROLLBAR_TIMEOUT_MS).toBe(500);
  });

  it('layout: sidebar 280 (102 collapsed), search box 368', () => {
    expect(SIDEBAR_WIDTH).toBe(280);
    expect(SIDEBAR_COLLAPSED_WIDTH).toBe(102);
    expect(SEARCH_BOX_WIDTH).toBe(368);
  });

  it('phone: at least 8 digits, default country sg', () => {
    expect(PHONE_MIN_DIGITS).toBe(8);
    expect(DEFAULT_PHONE_COUNTRY).toBe('sg');
  });

  it('enrolment time shift of 7 hours', () => {
    expect(ENROLLMENT_TIME_SHIFT_HOURS).toBe(7);
  });

  it('local storage keys token, logedInAs (sic), tab; persisted prefix redux-', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'token', loggedInAs: 'logedInAs', tab: 'tab' });
    expect(PERSISTED_STATE_PREFIX).toBe('redux-');
  });

  it('the DID method is sigil', () => {
    expect(DEFAULT_DID_METHOD).toBe('sigil');
  });
});

describe('login modes', () => {
  it('stores My Organisation and Myself as the spec spells them', () => {
    expect(LOGGED_IN_AS.organisation).toBe('My Organisation');
    expect(LOGGED_IN_AS.individual).toBe('Myself');
  });

  it('maps every login mode to its stored value and back', () => {
    expect(LOGIN_MODES).toEqual(['organisation', 'individual', 'provider']);
    for (const mode of LOGIN_MODES) {
      expect(LOGIN_MODE_BY_LOGGED_IN_AS[LOGGED_IN_AS_BY_LOGIN_MODE[mode]]).toBe(mode);
    }
    expect(new Set(Object.values(LOGGED_IN_AS)).size).toBe(3);
  });
});
