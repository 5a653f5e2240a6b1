import type { BookingStore } from '../index';
import { useBookingContext } from './internal/BookingContext';

/**
 * Escape hatch: the provider's vanilla booking store itself, for code outside React's render
 * (`getState`, `subscribe`, `setState`) or another framework's bindings. Prefer
 * `useBookingState` and `useBookingActions` in components.
 */
export function useBookingStore(): BookingStore {
  return useBookingContext('useBookingStore').bookingStore;
}
