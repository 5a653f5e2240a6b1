import { createFormatters } from '@stowly/booking';

/**
 * A calendar day of the API (`YYYY-MM-DD`, already the location's day) in `locale`'s medium style,
 * such as `31 Dec 2026` (the SDK's `formatDay`, so no time zone moves it to another day).
 */
export function formatCalendarDay(locale: string, isoDate: string): string {
  return createFormatters(locale).formatDay(isoDate);
}
