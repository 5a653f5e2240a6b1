import { buildCheckoutEcommerce } from '@stowly/booking';
import { encodeCheckoutResultParam } from '@stowly/booking/checkout';
import { useCheckoutActions, useTranslation } from '@stowly/booking/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppServices } from '../../app/useAppServices';
import { useCheckoutNavigation } from '../../checkout/useCheckoutNavigation';
import { useCheckoutPage } from '../../checkout/useCheckoutPage';
import { withLang } from '../../flow/withLang';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { useSearchParams } from '../../routes/useSearchParams';
import { CheckoutFrame } from './CheckoutFrame';

/**
 * `/{locationId}/checkout/step/create-booking`: creates the booking (`POST .../booking` with the
 * checkout's idempotency key, so a reload replays it and books nothing twice), tracks the purchase
 * (once: not on a replay) followed by the ecommerce reset, and opens the success page with the
 * result in `i`. A payment that can no longer be captured goes back to the payment step.
 */
export default function CreateBookingPage(): ReactNode {
  const { t } = useTranslation();
  const { locationId, basketId, state } = useCheckoutPage();
  const actions = useCheckoutActions(basketId);
  const navigation = useCheckoutNavigation(locationId);
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  const { tracker } = useAppServices();
  const [failed, setFailed] = useState(false);

  const create = useCallback(async () => {
    setFailed(false);
    try {
      const { result, replayed } = await actions.createBooking();
      if (!replayed) {
        void tracker
          .purchase(
            { ...buildCheckoutEcommerce(result), transaction_id: String(result.bookingId) },
            { email: result.email },
          )
          .then(() => tracker.resetEcommerce());
      }
      const i = encodeURIComponent(encodeCheckoutResultParam(result));
      navigate(withLang(`/${locationId}/checkout/success?i=${i}`, lang), { replace: true });
    } catch (error) {
      if (!navigation.goToOutcome(error)) setFailed(true);
    }
  }, [actions, tracker, navigate, navigation, locationId, lang]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void create();
  }, [create]);

  return (
    <CheckoutFrame title={t('checkout.step.createBooking')} state={state}>
      {failed ? (
        <LoadFailure message={t('web.checkout.createBooking.error')} onRetry={() => void create()} />
      ) : (
        <Loading message={t('web.checkout.createBooking.creating')} />
      )}
    </CheckoutFrame>
  );
}
