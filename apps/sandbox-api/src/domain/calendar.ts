import { fromAbsolute, parseDate, toCalendarDate } from '@internationalized/date';

/**
 * Calendar days of the sandbox's rules (move-in dates, booking windows, end dates), on
 * `@internationalized/date`: a `CalendarDate` has no time of day, so no clock change or UTC offset
 * can move a day.
 */

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day in `YYYY-MM-DD` form (2026-02-30 is not). */
export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE.test(value)) return false;
  try {
    // Year 0000 parses as year 1: only a day that reads back the same is one.
    return parseDate(value).toString() === value;
  } catch {
    return false;
  }
}

/** `day` plus `days` (negative goes back). */
export function addDays(day: IsoDate, days: number): IsoDate {
  return parseDate(day).add({ days }).toString();
}

/** `day` plus `months`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: IsoDate, months: number): IsoDate {
  return parseDate(day).add({ months }).toString();
}

/** Today in an IANA time zone, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return toCalendarDate(fromAbsolute(now.getTime(), timeZone)).toString();
}

/** The later of two days. */
export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}
