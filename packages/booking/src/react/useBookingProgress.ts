import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import { type BookingProgress, type CustomerData, getBookingProgress } from '../index';
import { useBookingContext } from './internal/BookingContext';
import { useMoveInDateWindowState } from './internal/useMoveInDateWindowState';

/** Options of {@link useBookingProgress}. */
export interface UseBookingProgressOptions {
  /**
   * The customer completeness rule; pass `isSignedInCustomerComplete`-style rules for a signed-in
   * customer. @default isGuestCustomerDataComplete
   */
  isCustomerDataComplete?: (customerData: CustomerData) => boolean;
}

/**
 * Which booking steps are done (spec section 4): unit selection, move-in date (inside the
 * location's window and available), billing plan, insurance, options and the customer data
 * status. Re-renders only when one of them changes.
 *
 * @example
 * const { options } = useBookingProgress();
 * <Link href={basketHref} isDisabled={!options}>Basket</Link>
 */
export function useBookingProgress(options: UseBookingProgressOptions = {}): BookingProgress {
  const { bookingStore, moveInDateWindowStore } = useBookingContext('useBookingProgress');
  const moveInDateWindow = useMoveInDateWindowState(moveInDateWindowStore);
  const { isCustomerDataComplete } = options;
  return useStore(
    bookingStore,
    useShallow((state) =>
      getBookingProgress(state, {
        ...(moveInDateWindow && { moveInDateWindow }),
        ...(isCustomerDataComplete && { isCustomerDataComplete }),
      }),
    ),
  );
}
