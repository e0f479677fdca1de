import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The first instant of a calendar day (YYYY-MM-DD) in an IANA time zone. */
export function startOfDayIn(day: string, timeZone: string): Date {
  return dayjs.tz(day, timeZone).startOf('day').toDate();
}

/**
 * The first instant after a calendar day in a time zone: report end dates are end of day (spec §5),
 * taken as "before the next day starts" so that no fraction of a millisecond falls between.
 */
export function startOfNextDayIn(day: string, timeZone: string): Date {
  return dayjs.tz(day, timeZone).add(1, 'day').startOf('day').toDate();
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}
