import type { CalendarDate } from '@internationalized/date';
import { toNoonDate } from '../dates/getMoveInDateWindow';

/**
 * A day to format: a calendar day (`YYYY-MM-DD`, or a `CalendarDate`) as the API sends move-in,
 * end and invoice dates, or an instant (a `Date`, or an RFC 3339 timestamp such as `createdAt`).
 */
export type DayValue = string | CalendarDate | Date;

/** Options of {@link Formatters.formatDay}: which parts of the day to show, and where. */
export interface FormatDayOptions {
  /**
   * The IANA time zone of the location, such as `Europe/Stockholm`. A calendar day is placed at
   * noon in it (the noon rule), so no zone moves it to the day before or after; an instant is shown
   * as the day it is there.
   * @default UTC for a calendar day; the browser's time zone for an instant
   */
  timeZone?: string;
  /**
   * How much of the day to write out (Intl's `dateStyle`); leave it out when giving `year`, `month`,
   * `day` or `weekday`.
   * @default 'medium' when no part is given
   */
  dateStyle?: Intl.DateTimeFormatOptions['dateStyle'];
  /** The year, as Intl writes it. */
  year?: Intl.DateTimeFormatOptions['year'];
  /** The month, as Intl writes it. */
  month?: Intl.DateTimeFormatOptions['month'];
  /** The day of the month, as Intl writes it. */
  day?: Intl.DateTimeFormatOptions['day'];
  /** The day of the week, as Intl writes it. */
  weekday?: Intl.DateTimeFormatOptions['weekday'];
}

/** Money, number and day formatting in one locale; `useTranslation()` and `createI18n` return these too. */
export interface Formatters {
  /** The BCP 47 locale the values are written in, such as `sv-SE`. */
  locale: string;
  /**
   * An amount in the currency's major unit with its symbol and the currency's own decimals, such
   * as `1 190,00 kr` for sv-SE and SEK or `JP¥1,190` for en-GB and JPY (no decimals).
   */
  formatMoney(amount: number, currency: string): string;
  /** A number, such as an area (`{ maximumFractionDigits: 2 }`) or a rate (`{ style: 'percent' }`). */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /**
   * A day written out, such as `31 Mar 2026` (en-GB, `medium`): a calendar day at noon in the
   * location's time zone, or the day of an instant there.
   */
  formatDay(date: DayValue, options?: FormatDayOptions): string;
}

// One formatter per locale and options for the whole page: making an Intl formatter costs far more
// than formatting with one, and tables and lists format a value per row.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cache key of `locale` and the options that are set, in a fixed order. */
function cacheKey(locale: string, options: object): string {
  const set = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${locale}\u0000${JSON.stringify(set)}`;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = cacheKey(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = cacheKey(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the instant to format and the zone to format it in; an instant as it is. */
function toInstant(date: DayValue, timeZone: string | undefined): { instant: Date; timeZone?: string } {
  if (date instanceof Date) return { instant: date, timeZone };
  if (typeof date === 'string' && !CALENDAR_DAY.test(date)) return { instant: new Date(date), timeZone };
  const zone = timeZone ?? 'UTC';
  return { instant: toNoonDate(date, zone), timeZone: zone };
}

/**
 * The money, number and day formatters of `locale`. Each Intl formatter is made once per locale and
 * options and shared by every caller, so formatting in a table row or a render costs no setup.
 * Within an `I18nProvider`, `useTranslation()` has the same functions in the interface's locale.
 *
 * @example
 * const { formatMoney, formatDay } = createFormatters('de-DE');
 * formatMoney(1190, 'EUR'); // '1.190,00 €'
 * formatDay('2026-03-29', { dateStyle: 'long', timeZone: 'Europe/Berlin' }); // '29. März 2026'
 */
export function createFormatters(locale: string): Formatters {
  return {
    locale,
    formatMoney: (amount, currency) =>
      numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount),
    formatNumber: (value, options = {}) => numberFormat(locale, options).format(value),
    formatDay(date, options = {}) {
      const { timeZone: zone, ...parts } = options;
      const { instant, timeZone } = toInstant(date, zone);
      const shown: Intl.DateTimeFormatOptions = Object.values(parts).some((part) => part !== undefined)
        ? parts
        : { dateStyle: 'medium' };
      return dateFormat(locale, { ...shown, timeZone }).format(instant);
    },
  };
}
