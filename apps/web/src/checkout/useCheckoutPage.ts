import { type CheckoutReason, type CheckoutState, isCheckoutReason } from '@stowly/booking/checkout';
import { useOutletContext, useSearchParams } from 'react-router';

/** What the checkout step guard hands to the step page it shows. */
export interface CheckoutPageContext {
  locationId: number;
  basketId: number;
  /** The server's checkout state, kept fresh by the guard. */
  state: CheckoutState;
  /** Reads the state again (the guard then routes to its step). */
  refetch: () => void;
}

/** The checkout of the step page being shown, from its guard. */
export function useCheckoutPage(): CheckoutPageContext {
  return useOutletContext<CheckoutPageContext>();
}

/** The `reason` query of a checkout route, when it is one the app explains. */
export function useCheckoutReason(): CheckoutReason | null {
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  return isCheckoutReason(reason) ? reason : null;
}
