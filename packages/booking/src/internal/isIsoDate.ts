import { CalendarDate } from '@internationalized/date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 and 2026-13-01 are not). */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  // CalendarDate constrains out-of-range parts, so an impossible day does not print back the same.
  return (
    !!match && new CalendarDate(Number(match[1]), Number(match[2]), Number(match[3])).toString() === value
  );
}
