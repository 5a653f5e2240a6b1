import { useStore } from 'zustand';
import { type BookingStep, furthestAllowedStep } from '../index';
import { useBookingContext } from './internal/BookingContext';
import { useMoveInDateWindowState } from './internal/useMoveInDateWindowState';

/**
 * The furthest booking route the visitor's progress allows (unit selection, options or the
 * customer form), where a route guard or the `/continue` page sends them. Use `resolveNavigation`
 * from `@stowly/booking` to check a requested step against it.
 */
export function useFurthestAllowedStep(): BookingStep {
  const { bookingStore, moveInDateWindowStore } = useBookingContext('useFurthestAllowedStep');
  const moveInDateWindow = useMoveInDateWindowState(moveInDateWindowStore);
  return useStore(bookingStore, (state) =>
    furthestAllowedStep(state, moveInDateWindow ? { moveInDateWindow } : undefined),
  );
}
