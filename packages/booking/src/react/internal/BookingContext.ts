import type { Schema, StowlyClient } from '@stowly/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { StoreApi } from 'zustand';
import type { CheckoutStore, OpenCheckoutStore } from '../../checkout';
import type {
  BookingFlowActions,
  BookingStep,
  BookingStore,
  BookingSubmitter,
  DiscountPanelStore,
  Language,
  MoveInDateWindowState,
} from '../../index';
import type { SubmitBookingOverride } from '../SubmitBookingOverride';
import type { DraftRestoreStatus } from '../useDraftRestoreStatus';

/** The callbacks of the provider, read at call time so a new function never restarts anything. */
interface BookingCallbacks {
  onStepChange?: ((step: BookingStep) => void) | undefined;
  onBookingCreated?: ((basket: Schema<'Basket'>) => void) | undefined;
  onError?: ((error: unknown) => void) | undefined;
  submitBooking?: SubmitBookingOverride | undefined;
}

/** Everything the booking hooks read from their provider. */
export interface BookingContextValue {
  client: StowlyClient;
  queryClient: QueryClient;
  locationId: number;
  language: Language;
  bookingStore: BookingStore;
  actions: BookingFlowActions;
  discountPanelStore: DiscountPanelStore;
  /** Null until the location config is known. */
  moveInDateWindowStore: StoreApi<MoveInDateWindowState> | null;
  /** The location from `GET /location/config`, once loaded. */
  location: Schema<'Location'> | undefined;
  submitter: BookingSubmitter;
  /** The tab's checkout at the location (basket and booking key). */
  checkoutStore: CheckoutStore;
  /** The unfinished checkout any tab of the browser started at the location (`openCheckoutStorage`). */
  openCheckoutStore: OpenCheckoutStore;
  /**
   * The signed-in customer whose account details last filled the flow's customer data (see
   * `useAccountCustomerData`), so they fill it once per provider and the customer's edits stay.
   */
  accountPrefill: { customerId: number | null };
  /** The latest callbacks of the provider's props. */
  callbacks: { readonly current: BookingCallbacks };
  draftRestoreStatus: DraftRestoreStatus;
  /** False until the tab's checkout has been read from storage (after hydration of server HTML). */
  checkoutRestored: boolean;
}

/** @internal */
export const BookingContext = createContext<BookingContextValue | null>(null);
BookingContext.displayName = 'StowlyBookingContext';

/**
 * The nearest booking provider's value, or an actionable error naming the provider and the hook
 * that was used outside it.
 */
export function useBookingContext(hookName: string): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) {
    throw new Error(
      `${hookName} must be used within <BookingProvider>. Render the booking pages inside ` +
        '<BookingProvider client={...} locationId={...} language={...}> from @stowly/booking/react.',
    );
  }
  return value;
}
