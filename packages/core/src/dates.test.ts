import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, endOfDay, formatCalendarDay, formatDateTime, startOfDay } from './dates';

// Local dates: the expectations hold in whatever time zone the runner uses.
const AFTERNOON = new Date(2026, 0, 2, 13, 4, 5);

describe('formatDateTime (HH:mm:ss - DD/MM/YYYY)', () => {
  it('formats a local afternoon on the 24-hour clock', () => {
    expect(formatDateTime(AFTERNOON)).toBe('13:04:05 - 02/01/2026');
  });

  it('formats midnight as 00', () => {
    expect(formatDateTime(new Date(2026, 11, 31, 0, 0, 0))).toBe('00:00:00 - 31/12/2026');
  });

  it('accepts a timestamp and a local date-time string', () => {
    expect(formatDateTime(AFTERNOON.getTime())).toBe('13:04:05 - 02/01/2026');
    expect(formatDateTime('2026-01-02T13:04:05')).toBe('13:04:05 - 02/01/2026');
  });

  it.each(['', null, undefined, 'not a date', new Date(Number.NaN)])('%j → empty string', (value) => {
    expect(formatDateTime(value)).toBe('');
  });

  it('exposes the spec format', () => {
    expect(DATE_TIME_FORMAT).toBe('HH:mm:ss - DD/MM/YYYY');
  });
});

describe('endOfDay / startOfDay', () => {
  it('endOfDay is 23:59:59.999 of the same local day', () => {
    expect(endOfDay(AFTERNOON).getTime()).toBe(new Date(2026, 0, 2, 23, 59, 59, 999).getTime());
  });

  it('endOfDay of a date-only string is the end of that local day', () => {
    expect(endOfDay('2026-02-28').getTime()).toBe(new Date(2026, 1, 28, 23, 59, 59, 999).getTime());
  });

  it('endOfDay of the last instant stays on that day', () => {
    const last = new Date(2026, 0, 2, 23, 59, 59, 999);
    expect(endOfDay(last).getTime()).toBe(last.getTime());
  });

  it('startOfDay is local midnight', () => {
    expect(startOfDay(AFTERNOON).getTime()).toBe(new Date(2026, 0, 2).getTime());
  });

  it('endOfDay does not mutate its argument', () => {
    const input = new Date(AFTERNOON);
    endOfDay(input);
    expect(input.getTime()).toBe(AFTERNOON.getTime());
  });
});

describe('formatCalendarDay', () => {
  it('shows a date field’s day as DD/MM/YYYY and anything else as it is', () => {
    expect(formatCalendarDay('2024-02-29')).toBe('29/02/2024');
    expect(formatCalendarDay('29.02.2024')).toBe('29.02.2024');
    expect(formatCalendarDay('')).toBe('');
  });
});
