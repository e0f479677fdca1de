import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test/zod-issues';
import {
  ZReportDownloadRequest,
  createReportDownloadSchema,
  dateRangeErrors,
  isActivityApplyEnabled,
  isValidDateRange,
} from './activity-filters';

const START_AFTER_END = 'Start date must not be after the end date';
const END_BEFORE_START = 'End date must not be before the start date';
const FUTURE = 'Date must not be in the future';
const INVALID = 'Invalid date';
const BOTH_OR_NONE = 'Enter both dates or neither';

/** "Now" of every test: 15 January 2026, noon, local time. */
const NOW = new Date(2026, 0, 15, 12, 0, 0);
const TOMORROW = '2026-01-16';
const NAMES = ['did:sigil:0x7e5f4552091a69125d5dfcb7b8c2659029395bdf'];

describe('dateRangeErrors', () => {
  it('no dates → no errors', () => {
    expect(dateRangeErrors(null, undefined, NOW)).toEqual({});
    expect(dateRangeErrors('', '', NOW)).toEqual({});
  });

  it('a valid past range → no errors', () => {
    expect(dateRangeErrors('2026-01-01', '2026-01-10', NOW)).toEqual({});
  });

  it('start and end on the same day → no errors', () => {
    expect(dateRangeErrors('2026-01-10', '2026-01-10', NOW)).toEqual({});
    expect(dateRangeErrors(new Date(2026, 0, 10, 18), new Date(2026, 0, 10, 8), NOW)).toEqual({});
  });

  it('start after end → both messages', () => {
    expect(dateRangeErrors('2026-01-11', '2026-01-10', NOW)).toEqual({
      startDate: START_AFTER_END,
      endDate: END_BEFORE_START,
    });
  });

  it('start after end with Date objects → both messages', () => {
    expect(dateRangeErrors(new Date(2026, 0, 11), new Date(2026, 0, 10, 23, 59), NOW)).toEqual({
      startDate: START_AFTER_END,
      endDate: END_BEFORE_START,
    });
  });

  it('today is not the future, even later today', () => {
    expect(dateRangeErrors('2026-01-15', '2026-01-15', NOW)).toEqual({});
    expect(dateRangeErrors(new Date(2026, 0, 15, 23, 59, 59), null, NOW)).toEqual({});
  });

  it('a future start date → future message on the start', () => {
    expect(dateRangeErrors(TOMORROW, null, NOW)).toEqual({ startDate: FUTURE });
    expect(dateRangeErrors(new Date(2026, 0, 16, 0, 0, 0), null, NOW)).toEqual({ startDate: FUTURE });
  });

  it('a future end date → future message on the end', () => {
    expect(dateRangeErrors('2026-01-01', TOMORROW, NOW)).toEqual({ endDate: FUTURE });
  });

  it('both dates in the future → future message on both', () => {
    expect(dateRangeErrors('2026-02-01', '2026-02-10', NOW)).toEqual({ startDate: FUTURE, endDate: FUTURE });
  });

  it.each(['not a date', '2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-01-32'])(
    'an invalid start %j → Invalid date',
    (value) => {
      expect(dateRangeErrors(value, null, NOW)).toEqual({ startDate: INVALID });
    },
  );

  it.each(['not a date', '2026-02-30', new Date(Number.NaN)])('an invalid end %j → Invalid date', (value) => {
    expect(dateRangeErrors('2026-01-01', value, NOW)).toEqual({ endDate: INVALID });
  });

  it.each([
    ['2026-01-01', '2026-01-10'],
    ['2026/01/01', '2026/1/10'],
    ['2026-01-01T00:00:00.000Z', '2026-01-10T12:00:00Z'],
    ['2026-01-01 08:30', '2026-01-10 17:45:00'],
  ])('accepts the real dates %j – %j', (start, end) => {
    expect(dateRangeErrors(start, end, NOW)).toEqual({});
  });

  it.each(['2026/02/30', '2026-02-30T10:00:00Z', '2026-04-31 08:00'])(
    'refuses the impossible date %j',
    (value) => {
      expect(dateRangeErrors('2026-01-01', value, NOW)).toEqual({ endDate: INVALID });
    },
  );

  it('accepts 29 February of a leap year', () => {
    expect(dateRangeErrors('2024-02-29', '2024-03-01', NOW)).toEqual({});
  });

  it('uses the real clock by default', () => {
    expect(dateRangeErrors('2999-01-01', null)).toEqual({ startDate: FUTURE });
    expect(dateRangeErrors('2000-01-01', null)).toEqual({});
  });
});

describe('isValidDateRange', () => {
  it('true for two valid past dates in order', () => {
    expect(isValidDateRange('2026-01-01', '2026-01-10', NOW)).toBe(true);
  });

  it.each([
    ['2026-01-01', null],
    [null, '2026-01-10'],
    ['2026-01-11', '2026-01-10'],
    ['2026-01-01', TOMORROW],
    ['nope', '2026-01-10'],
  ])('false for (%j, %j)', (start, end) => {
    expect(isValidDateRange(start, end, NOW)).toBe(false);
  });
});

describe('isActivityApplyEnabled', () => {
  it.each([
    ['names + start only', NAMES, '2026-01-01', null, true],
    ['names + start only (empty-string end)', NAMES, '2026-01-01', '', true],
    ['names + start today', NAMES, '2026-01-15', null, true],
    ['names + start in the future', NAMES, TOMORROW, null, false],
    ['names + invalid start', NAMES, 'nope', null, false],
    ['no names + start only', [], '2026-01-01', null, false],
    ['valid range without names', [], '2026-01-01', '2026-01-10', true],
    ['valid range with names', NAMES, '2026-01-01', '2026-01-10', true],
    ['range reversed without names', [], '2026-01-11', '2026-01-10', false],
    ['range reversed with names', NAMES, '2026-01-11', '2026-01-10', false],
    ['range ending in the future', NAMES, '2026-01-01', TOMORROW, false],
    ['end only with names', NAMES, null, '2026-01-10', false],
    ['end only without names', [], null, '2026-01-10', false],
    ['names only', NAMES, null, null, false],
    ['nothing', [], null, null, false],
    ['nothing (empty strings)', [], '', '', false],
  ] as const)('%s → %s', (_label, names, startDate, endDate, expected) => {
    expect(isActivityApplyEnabled({ names, startDate, endDate }, NOW)).toBe(expected);
  });
});

describe('report download schema', () => {
  const schema = createReportDownloadSchema(() => NOW);

  it.each([
    {},
    { startDate: null, endDate: null },
    { startDate: '', endDate: '' },
    { startDate: undefined, endDate: '' },
  ])('both empty (%j) → accepted as nulls', (input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ startDate: null, endDate: null });
  });

  it('only a start date → refused on the end date', () => {
    const result = schema.safeParse({ startDate: '2026-01-01', endDate: '' });
    expect(result.success).toBe(false);
    expect(messagesAt(result, 'endDate')).toEqual([BOTH_OR_NONE]);
    expect(messagesAt(result, 'startDate')).toEqual([]);
  });

  it('only an end date → refused on the start date', () => {
    const result = schema.safeParse({ startDate: null, endDate: '2026-01-10' });
    expect(result.success).toBe(false);
    expect(messagesAt(result, 'startDate')).toEqual([BOTH_OR_NONE]);
    expect(messagesAt(result, 'endDate')).toEqual([]);
  });

  it('both valid → accepted, start at the start and end at the end of its day', () => {
    const result = schema.safeParse({ startDate: '2026-01-01', endDate: '2026-01-10' });
    expect(result.success).toBe(true);
    expect(result.data?.startDate?.getTime()).toBe(new Date(2026, 0, 1).getTime());
    expect(result.data?.endDate?.getTime()).toBe(new Date(2026, 0, 10, 23, 59, 59, 999).getTime());
  });

  it('accepts Date objects and moves the end to the end of its day', () => {
    const result = schema.safeParse({
      startDate: new Date(2026, 0, 1, 9),
      endDate: new Date(2026, 0, 10, 9, 30),
    });
    expect(result.success).toBe(true);
    expect(result.data?.startDate?.getTime()).toBe(new Date(2026, 0, 1).getTime());
    expect(result.data?.endDate?.getTime()).toBe(new Date(2026, 0, 10, 23, 59, 59, 999).getTime());
  });

  it('accepts a range ending today', () => {
    expect(schema.safeParse({ startDate: '2026-01-15', endDate: '2026-01-15' }).success).toBe(true);
  });

  it('a future end date → refused', () => {
    const result = schema.safeParse({ startDate: '2026-01-01', endDate: TOMORROW });
    expect(result.success).toBe(false);
    expect(messagesAt(result, 'endDate')).toEqual([FUTURE]);
    expect(messagesAt(result, 'startDate')).toEqual([]);
  });

  it('future dates → refused on both', () => {
    const result = schema.safeParse({ startDate: TOMORROW, endDate: '2026-01-20' });
    expect(messagesAt(result, 'startDate')).toEqual([FUTURE]);
    expect(messagesAt(result, 'endDate')).toEqual([FUTURE]);
  });

  it('a reversed range → refused with both messages', () => {
    const result = schema.safeParse({ startDate: '2026-01-11', endDate: '2026-01-10' });
    expect(result.success).toBe(false);
    expect(messagesAt(result, 'startDate')).toEqual([START_AFTER_END]);
    expect(messagesAt(result, 'endDate')).toEqual([END_BEFORE_START]);
  });

  it('an invalid date → refused with Invalid date', () => {
    const result = schema.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' });
    expect(result.success).toBe(false);
    expect(messagesAt(result, 'startDate')).toEqual([INVALID]);
  });

  it('refuses a value that is neither a string nor a date', () => {
    expect(schema.safeParse({ startDate: 20260101, endDate: '2026-01-10' }).success).toBe(false);
  });

  it('ZReportDownloadRequest reads the real clock', () => {
    expect(ZReportDownloadRequest.safeParse({ startDate: '2000-01-01', endDate: '2000-01-31' }).success).toBe(
      true,
    );
    const result = ZReportDownloadRequest.safeParse({ startDate: '2000-01-01', endDate: '2999-01-01' });
    expect(messagesAt(result, 'endDate')).toEqual([FUTURE]);
  });
});
