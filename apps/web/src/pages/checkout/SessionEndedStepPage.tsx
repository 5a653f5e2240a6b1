import { useCheckout, useTranslation } from '@stowly/booking/react';
import { SessionEndedPage } from '@stowly/ui';
import { type ReactNode, useEffect } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useCheckoutReason } from '../../checkout/useCheckoutPage';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { CheckoutReasonNotice } from './CheckoutFrame';
import '../booking/bookingPages.css';

/**
 * `/{locationId}/checkout/session-ended`: the basket's hold ran out (or the checkout is unknown).
 * The tab's checkout is forgotten; the visitor's choices and details stay in the draft (nothing
 * typed is lost), and "Start a new booking" opens the unit type selection to book again.
 */
export default function SessionEndedStepPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('checkout.sessionEnded.title'));
  const reason = useCheckoutReason();
  const { endCheckout } = useCheckout();
  const { goTo } = useFlowNavigation();
  useEffect(() => endCheckout(), [endCheckout]);
  return (
    <div className="web-BookingPage web-CheckoutPage">
      <CheckoutReasonNotice reason={reason} />
      <SessionEndedPage startNewBooking={() => goTo({ step: 'unit-selection' })} />
    </div>
  );
}
