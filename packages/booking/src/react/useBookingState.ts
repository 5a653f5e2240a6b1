import { useStore } from 'zustand';
import type { BookingFlowData } from '../index';
import { useBookingContext } from './internal/BookingContext';

/**
 * Reads the booking flow state with a selector and re-renders only when the selected value
 * changes. Return a field or a primitive; for a new object or array wrap the selector with
 * `useShallow` from `zustand/shallow`.
 *
 * @example
 * const moveInDate = useBookingState((state) => state.moveInDate);
 */
export function useBookingState<T>(selector: (state: BookingFlowData) => T): T {
  const { bookingStore } = useBookingContext('useBookingState');
  return useStore(bookingStore, selector);
}
