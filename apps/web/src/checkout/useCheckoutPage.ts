import { type CheckoutReason, type CheckoutState, isCheckoutReason } from '@stowly/booking/checkout';
import { createContext, useContext } from 'react';
import { useSearchParams } from '../routes/useSearchParams';

/** What the checkout step guard hands to the step page it shows. */
export interface CheckoutPage {
  locationId: number;
  basketId: number;
  /** The server's checkout state, kept fresh by the guard. */
  state: CheckoutState;
  /** Reads the state again (the guard then routes to its step). */
  refetch: () => void;
}

/** The checkout of the step page the checkout step guard shows (`CheckoutStepGuard`). */
export const CheckoutPageContext = createContext<CheckoutPage | null>(null);

/** The checkout of the step page being shown, from its guard. */
export function useCheckoutPage(): CheckoutPage {
  const page = useContext(CheckoutPageContext);
  if (!page)
    throw new Error(
      'useCheckoutPage is only for the pages of the checkout step routes (inside CheckoutStepGuard).',
    );
  return page;
}

/** The `reason` query of a checkout route, when it is one the app explains. */
export function useCheckoutReason(): CheckoutReason | null {
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  return isCheckoutReason(reason) ? reason : null;
}
