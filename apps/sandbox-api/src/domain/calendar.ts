/** A calendar day as `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day in `YYYY-MM-DD` form (2026-02-30 is not). */
export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toUtcDate(day: IsoDate): Date {
  return new Date(`${day}T12:00:00Z`);
}

function fromUtcDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** `day` plus `days` (negative goes back). */
export function addDays(day: IsoDate, days: number): IsoDate {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** `day` plus `months`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const date = toUtcDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtcDate(target);
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs more than the rest of a request. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today in an IANA time zone, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DAY_FORMATS.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The later of two days. */
export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}
