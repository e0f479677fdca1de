import dayjs, { type ConfigType } from 'dayjs';

/** Display formats of spec §2/§9. */
export const DATE_TIME_FORMAT = 'HH:mm:ss - DD/MM/YYYY';

/** "HH:mm:ss - DD/MM/yyyy" in the local time zone of the runtime; '' for a missing or bad date. */
export function formatDateTime(value: ConfigType): string {
  const d = dayjs(value);
  return value == null || !d.isValid() ? '' : d.format(DATE_TIME_FORMAT);
}

/** Report and filter end dates are taken as the end of that day (spec §5, §9). */
export function endOfDay(value: ConfigType): Date {
  return dayjs(value).endOf('day').toDate();
}

export function startOfDay(value: ConfigType): Date {
  return dayjs(value).startOf('day').toDate();
}

/** A calendar day as a date field holds it (YYYY-MM-DD) shown as the console shows dates: DD/MM/YYYY; anything else as it is. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
