/**
 * A calendar day of the API (`YYYY-MM-DD`, already the location's day) in `locale`'s medium style,
 * such as `31 Dec 2026`. Formatted at noon UTC so no time zone moves it to another day.
 */
export function formatCalendarDay(locale: string, isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day, 12),
  );
}
