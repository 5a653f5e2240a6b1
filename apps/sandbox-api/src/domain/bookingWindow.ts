import { addDays, addMonths, type IsoDate, maxDate, todayIn } from './calendar';

/** The location fields the booking window depends on. */
export interface BookingWindowLocation {
  time_zone: string;
  earliest_bookable_date: string;
  bookable_till: number | null;
}

/** The days a move-in may be on at a location, both ends included (spec section 5). */
export interface BookingWindow {
  /** Today in the location's time zone. */
  today: IsoDate;
  /** The earliest selectable move-in date: the later of the earliest bookable date and today. */
  earliest: IsoDate;
  /** The latest move-in date: today plus `bookable_till` days, or 2 months when it is null or negative. */
  latest: IsoDate;
}

/** The booking window of a location at `now`. */
export function bookingWindow(location: BookingWindowLocation, now: Date): BookingWindow {
  const today = todayIn(location.time_zone, now);
  const earliest = maxDate(location.earliest_bookable_date, today);
  const latest =
    location.bookable_till !== null && location.bookable_till >= 0
      ? addDays(today, location.bookable_till)
      : addMonths(today, 2);
  return { today, earliest, latest };
}

/** Where a move-in date stands against the window: `minDate` before it, `maxDate` after it, null inside. */
export function outsideWindow(window: BookingWindow, moveIn: IsoDate): 'minDate' | 'maxDate' | null {
  if (moveIn < window.earliest) return 'minDate';
  if (moveIn > window.latest) return 'maxDate';
  return null;
}
