import type { MoveInDateWindow } from '../index';
import { useBookingContext } from './internal/BookingContext';
import { useMoveInDateWindowState } from './internal/useMoveInDateWindowState';

/**
 * The selectable move-in dates of the location (spec section 5: `min`/`max` as CalendarDates for
 * a date picker, `minDate`/`maxDate` as `YYYY-MM-DD`), or null until the location config is known.
 * While a component uses it, the minimum is recomputed every 60 s, so it moves on at midnight.
 *
 * @example
 * const dates = useMoveInDateWindow();
 * <DatePicker minValue={dates?.min} maxValue={dates?.max} isDisabled={!dates} />
 */
export function useMoveInDateWindow(): MoveInDateWindow | null {
  const { moveInDateWindowStore } = useBookingContext('useMoveInDateWindow');
  return useMoveInDateWindowState(moveInDateWindowStore);
}
