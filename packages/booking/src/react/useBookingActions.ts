import type { BookingFlowActions } from '../index';
import { useBookingContext } from './internal/BookingContext';

/**
 * The booking flow's actions (choose a unit type, move-in date, plan, insurance, products,
 * discount code, customer data, resets), each applying the clearing rules of spec section 4. The
 * object is stable for the provider's life, so it never re-renders a component.
 *
 * @example
 * const { setMoveInDate } = useBookingActions();
 * <DatePicker onChange={(date) => setMoveInDate(date.toString())} />
 */
export function useBookingActions(): BookingFlowActions {
  return useBookingContext('useBookingActions').actions;
}
