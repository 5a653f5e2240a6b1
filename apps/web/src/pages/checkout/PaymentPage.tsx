import { checkoutOutcome } from '@stowly/booking/checkout';
import { useCheckoutActions, useTranslation } from '@stowly/booking/react';
import { ProviderHandOff } from '@stowly/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { reportError } from '../../app/reportError';
import { checkoutReturnUrls } from '../../checkout/checkoutPath';
import { useCheckoutNavigation } from '../../checkout/useCheckoutNavigation';
import { useCheckoutPage, useCheckoutReason } from '../../checkout/useCheckoutPage';
import { Loading } from '../../routes/LoadingStatus';
import { useSearchParams } from '../../routes/useSearchParams';
import { CheckoutFrame } from './CheckoutFrame';

// Stripe's code (and Stripe.js itself) loads only when a Stripe payment is shown.
const StripeCardPayment = lazy(() =>
  import('@stowly/ui/stripe').then((module) => ({ default: module.StripeCardPayment })),
);

/**
 * `/{locationId}/checkout/step/payment`: opens the basket's payment session (`POST .../payment`,
 * which answers the open one again) and hands over to the provider the API chose: the Stripe
 * payment form, or the sandbox's hosted card page. Either returns to the payment-verify route. A
 * declined card comes back here with `reason=payment-declined`, the basket kept.
 */
export default function PaymentPage(): ReactNode {
  const { t } = useTranslation();
  const { locationId, basketId, state } = useCheckoutPage();
  const reason = useCheckoutReason();
  const [searchParams] = useSearchParams();
  const actions = useCheckoutActions(basketId);
  const navigation = useCheckoutNavigation(locationId);
  const returnUrl = checkoutReturnUrls(
    window.location.origin,
    locationId,
    basketId,
    searchParams.get('lang'),
  ).payment;
  const session = useQuery({
    queryKey: ['checkout', basketId, 'payment-session', returnUrl],
    queryFn: () => actions.startPayment(returnUrl),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const failed = session.isError && checkoutOutcome(session.error).kind === 'failed';
  useEffect(() => {
    // A step or resync outcome (the basket moved on meanwhile): the guard's state is stale.
    if (session.isError && !failed) navigation.goToOutcome(session.error);
  }, [session.isError, session.error, failed, navigation]);

  let content: ReactNode;
  if (session.data?.provider === 'stripe' && session.data.clientSecret && session.data.publishableKey) {
    const { clientSecret, publishableKey, intentType, amount, currency } = session.data;
    content = (
      <Suspense fallback={<Loading message={t('web.flow.loading')} />}>
        <StripeCardPayment
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          intentType={intentType}
          returnUrl={returnUrl}
          amount={amount}
          currency={currency}
          onError={(message: string) => reportError(new Error(`Stripe: ${message}`))}
        />
      </Suspense>
    );
  } else {
    content = (
      <ProviderHandOff
        kind="payment"
        status={failed ? 'error' : session.data ? 'ready' : 'pending'}
        href={session.data?.redirectUrl ?? undefined}
        onRetry={() => void session.refetch()}
      />
    );
  }
  return (
    <CheckoutFrame title={t('checkout.step.payment')} state={state} reason={reason}>
      {content}
    </CheckoutFrame>
  );
}
