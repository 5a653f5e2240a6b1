import { parseDate } from '@internationalized/date';

// Days only (`dateStyle`, no hours), so the platform's Intl.DateTimeFormat is all it takes: the
// hour-cycle fixes of @internationalized/date's DateFormatter are not needed (and its code stays out
// of the portal's first load).

/**
 * One formatter per locale and options, made once: a table formats a date or an amount per cell,
 * and making an Intl formatter costs far more than formatting with one (on the portal overview,
 * the first render spent more time making date formatters than in any other function of its own).
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The formatter made for `key`, made by `make` the first time. */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const dateFormat = (locale: string, timeZone: string | undefined) =>
  cached(
    `date ${locale} ${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }),
  );

/**
 * A calendar day of the API (`YYYY-MM-DD`, already in the location's time zone) in `locale`'s
 * medium style, such as `31 Mar 2026`. The day is formatted in UTC so no time zone can move it.
 */
export function formatCalendarDate(locale: string, isoDate: string): string {
  return dateFormat(locale, 'UTC').format(parseDate(isoDate).toDate('UTC'));
}

/**
 * An API timestamp (RFC 3339, UTC) as a day in `locale`'s medium style, in `timeZone` (the
 * location's) or the browser's time zone.
 */
export function formatTimestampDate(locale: string, timestamp: string, timeZone?: string): string {
  return dateFormat(locale, timeZone).format(new Date(timestamp));
}

/** An amount in the currency's major unit, such as `1 200,00 kr` for sv-SE and SEK. */
export function formatMoney(locale: string, currency: string, amount: number): string {
  return cached(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  ).format(amount);
}

/**
 * The machine-readable `code` of a failed call (the api-client's `ApiError` carries one, such as
 * `not-cancellable`), or undefined.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}
