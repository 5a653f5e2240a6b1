import {
  type CalendarDate,
  fromDate,
  parseDate,
  Time,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
} from '@internationalized/date';
import { isIsoDate } from '../../internal/isIsoDate';

/**
 * How long after today a move-in may be when the location sets no `bookableTill` (spec section 9).
 * @default 2
 */
export const DEFAULT_BOOKING_WINDOW_MONTHS = 2;

/**
 * How often the earliest move-in date is recomputed, so it moves on at midnight (spec section 5).
 * @default 60_000
 */
export const MIN_DATE_REFRESH_MS = 60_000;

/** The location fields the move-in window depends on (a `Location` from the API fits). */
export interface MoveInDateWindowLocation {
  /** IANA time zone of the location. */
  timeZone: string;
  /** `YYYY-MM-DD`: the first day a unit can be moved into. */
  earliestBookableDate: string;
  /** `YYYY-MM-DD`: today in the location's time zone, as the server saw it. */
  currentDayLocationTimeZone?: string | null;
  /** Days after today a move-in may be; absent, null or negative means two months. */
  bookableTill?: number | null;
}

/** The selectable move-in dates, both ends included. */
export interface MoveInDateWindow {
  /** Earliest selectable date (a date picker's `minValue`). */
  min: CalendarDate;
  /** Latest selectable date (a date picker's `maxValue`). */
  max: CalendarDate;
  /** `min` as `YYYY-MM-DD`. */
  minDate: string;
  /** `max` as `YYYY-MM-DD`. */
  maxDate: string;
}

const later = (a: CalendarDate, b: CalendarDate) => (a.compare(b) >= 0 ? a : b);

/**
 * The move-in window of spec section 5 at `now`: the minimum is the later of the earliest bookable
 * date and today in the location's time zone (never before today); the maximum is today plus
 * `bookableTill` days, or {@link DEFAULT_BOOKING_WINDOW_MONTHS} months when it is absent or negative.
 */
export function getMoveInDateWindow(options: {
  location: MoveInDateWindowLocation;
  now: Date;
}): MoveInDateWindow {
  const { location } = options;
  let today = toCalendarDate(fromDate(options.now, location.timeZone));
  // A client clock running behind must not offer a day the location has already left.
  if (isIsoDate(location.currentDayLocationTimeZone)) {
    today = later(today, parseDate(location.currentDayLocationTimeZone));
  }
  const min = isIsoDate(location.earliestBookableDate)
    ? later(parseDate(location.earliestBookableDate), today)
    : today;
  const days = location.bookableTill;
  const max =
    typeof days === 'number' && days >= 0
      ? today.add({ days })
      : today.add({ months: DEFAULT_BOOKING_WINDOW_MONTHS });
  // When the earliest bookable date lies beyond the maximum, the window is empty, as on the server.
  return { min, max, minDate: min.toString(), maxDate: max.toString() };
}

/** True when `date` (`YYYY-MM-DD` or a CalendarDate) is a real day inside the window. */
export function isMoveInDateSelectable(
  date: string | CalendarDate,
  window: Pick<MoveInDateWindow, 'minDate' | 'maxDate'>,
): boolean {
  const day = typeof date === 'string' ? date : date.toString();
  return isIsoDate(day) && day >= window.minDate && day <= window.maxDate;
}

/**
 * The noon rule of spec section 5: a calendar day as the instant at 12:00 in the location's time
 * zone, so formatting or a Date-based picker never shifts it to the day before or after.
 */
export function toNoonDate(date: string | CalendarDate, timeZone: string): Date {
  const day = typeof date === 'string' ? parseDate(date) : date;
  return toZoned(toCalendarDateTime(day, new Time(12)), timeZone).toDate();
}
