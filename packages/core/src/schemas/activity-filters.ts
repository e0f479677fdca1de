import dayjs from 'dayjs';
import { z } from 'zod';
import { endOfDay } from '../dates';
import { VALIDATION_MESSAGES as M } from './messages';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './text';

type DateLike = Date | string | null | undefined;

/** Leading year, month and day of a date string (the forms dayjs and Date read: 2026-01-31, 2026/1/31, 20260131…). */
const DATE_PART = /^\s*(\d{4})[-/]?(\d{1,2})[-/]?(\d{1,2})(?!\d)/;

/**
 * dayjs and Date roll an impossible calendar date over ("2026-02-30" becomes 2 March); such a
 * string is an invalid date here.
 */
function isRealCalendarDate(value: string): boolean {
  const match = DATE_PART.exec(value);
  if (!match) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toDay(value: DateLike): dayjs.Dayjs | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && !isRealCalendarDate(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

function isPresent(value: DateLike): boolean {
  return value != null && value !== '';
}

export interface DateRangeErrors {
  startDate?: string;
  endDate?: string;
}

/**
 * Start not after end, end not before start, no future dates (spec §5). Dates are compared by
 * calendar day; "future" means a day after today.
 */
export function dateRangeErrors(
  startDate: DateLike,
  endDate: DateLike,
  now: Date = new Date(),
): DateRangeErrors {
  const errors: DateRangeErrors = {};
  const start = toDay(startDate);
  const end = toDay(endDate);
  const today = dayjs(now).endOf('day');
  if (isPresent(startDate) && !start) errors.startDate = M.dateInvalid;
  if (isPresent(endDate) && !end) errors.endDate = M.dateInvalid;
  if (start && start.isAfter(today)) errors.startDate = M.futureDate;
  if (end && end.isAfter(today)) errors.endDate = M.futureDate;
  if (start && end && start.startOf('day').isAfter(end.startOf('day'))) {
    errors.startDate ??= M.startAfterEnd;
    errors.endDate ??= M.endBeforeStart;
  }
  return errors;
}

/** Both dates present, valid, in order and not in the future. */
export function isValidDateRange(startDate: DateLike, endDate: DateLike, now: Date = new Date()): boolean {
  const errors = dateRangeErrors(startDate, endDate, now);
  return isPresent(startDate) && isPresent(endDate) && !errors.startDate && !errors.endDate;
}

/**
 * When the activity filter's Apply button is enabled (spec §5): a name selection with a valid
 * start date and no end date, or a valid date range (with or without a name selection).
 */
export function isActivityApplyEnabled(
  filters: { names: readonly string[]; startDate: DateLike; endDate: DateLike },
  now: Date = new Date(),
): boolean {
  const errors = dateRangeErrors(filters.startDate, filters.endDate, now);
  const startOnly = isPresent(filters.startDate) && !isPresent(filters.endDate) && !errors.startDate;
  if (filters.names.length > 0 && startOnly) return true;
  return isValidDateRange(filters.startDate, filters.endDate, now);
}

/** A date as text or a Date; text PostgreSQL cannot store is refused with its own message. */
const ZDateInput = z
  .union([z.string(), z.date()])
  .refine((value) => typeof value !== 'string' || isStorableText(value), {
    error: UNSTORABLE_TEXT_MESSAGE,
    abort: true,
  })
  .nullish();

/** Report download (spec §5): both dates valid and before now, or both empty. End = end of day. */
export function createReportDownloadSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      startDate: ZDateInput,
      endDate: ZDateInput,
    })
    .superRefine((value, ctx) => {
      const hasStart = isPresent(value.startDate);
      const hasEnd = isPresent(value.endDate);
      if (!hasStart && !hasEnd) return;
      if (hasStart !== hasEnd) {
        ctx.addIssue({
          code: 'custom',
          path: [hasStart ? 'endDate' : 'startDate'],
          message: M.bothDatesOrNone,
        });
        return;
      }
      const errors = dateRangeErrors(value.startDate, value.endDate, now());
      if (errors.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: errors.startDate });
      if (errors.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: errors.endDate });
    })
    .transform((value) => ({
      startDate: isPresent(value.startDate) ? dayjs(value.startDate).startOf('day').toDate() : null,
      endDate: isPresent(value.endDate) ? endOfDay(value.endDate) : null,
    }));
}

export const ZReportDownloadRequest = createReportDownloadSchema();
export type TReportDownloadRequest = z.output<typeof ZReportDownloadRequest>;
