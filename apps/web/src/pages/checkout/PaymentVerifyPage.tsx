import { buildCheckoutEcommerce } from '@stowly/booking';
import { type CheckoutState, goToProvider, readPaymentReturn } from '@stowly/booking/checkout';
import { useCheckoutActions, useTranslation } from '@stowly/booking/react';
import { CheckoutReturnStatus, ProviderHandOff } from '@stowly/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../app/useAppServices';
import { checkoutReturnUrls } from '../../checkout/checkoutPath';
import { useCheckoutNavigation } from '../../checkout/useCheckoutNavigation';
import { useCheckoutPage } from '../../checkout/useCheckoutPage';
import { useSearchParams } from '../../routes/useSearchParams';
import { CheckoutFrame } from './CheckoutFrame';

type VerifyStatus = 'checking' | 'failed' | 'waiting' | 'resuming' | 'resume-failed';

/** The Stripe intent id of a client secret (`pi_..._secret_...` → `pi_...`). */
function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/**
 * `/{locationId}/checkout/step/payment-verify`: the card provider's return. The reference on the
 * URL (`paymentReference`, or Stripe's intent id) is verified with the server, which alone decides:
 * paid moves on to the signature (tracked as `add_payment_info`), declined goes back to the payment
 * with the reason shown, still waiting (3-D Secure not finished) offers to continue at the provider.
 */
export default function PaymentVerifyPage(): ReactNode {
  const { t } = useTranslation();
  const { locationId, basketId, state } = useCheckoutPage();
  const [searchParams] = useSearchParams();
  const { reference } = readPaymentReturn(searchParams);
  const actions = useCheckoutActions(basketId);
  const navigation = useCheckoutNavigation(locationId);
  const { tracker } = useAppServices();
  const [status, setStatus] = useState<VerifyStatus>(reference ? 'checking' : 'waiting');

  const verify = useCallback(
    async (paymentReference: string) => {
      setStatus('checking');
      let next: CheckoutState;
      try {
        next = await actions.verifyPayment(paymentReference);
      } catch (error) {
        if (!navigation.goToOutcome(error)) setStatus('failed');
        return;
      }
      if (next.step === 'payment-verify') {
        setStatus('waiting');
        return;
      }
      void tracker.addPaymentInfo(buildCheckoutEcommerce(next), { email: next.email });
      navigation.goToStep(next.step);
    },
    [actions, navigation, tracker],
  );

  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!reference || started.current === reference) return;
    started.current = reference;
    void verify(reference);
  }, [reference, verify]);

  // Nothing to verify and nothing pending at the provider: the payment step itself.
  useEffect(() => {
    if (!reference && state.step === 'payment') navigation.goToStep('payment');
  }, [reference, state.step, navigation]);

  /** Continues the open payment at the provider (the customer left its 3-D Secure page). */
  const resume = async () => {
    setStatus('resuming');
    const returnUrl = checkoutReturnUrls(
      window.location.origin,
      locationId,
      basketId,
      searchParams.get('lang'),
    ).payment;
    try {
      const session = await actions.startPayment(returnUrl);
      if (session.redirectUrl) goToProvider(session.redirectUrl);
      else if (session.clientSecret) await verify(intentIdOf(session.clientSecret));
    } catch (error) {
      if (!navigation.goToOutcome(error)) setStatus('resume-failed');
    }
  };

  let content: ReactNode;
  if (status === 'checking' || status === 'failed') {
    content = (
      <CheckoutReturnStatus
        kind="payment"
        status={status}
        headingLevel={2}
        onRetry={reference ? () => void verify(reference) : undefined}
      />
    );
  } else {
    content = (
      <>
        <p className="web-PageLead">{t('web.checkout.verify.waiting')}</p>
        <ProviderHandOff
          kind="payment"
          status={status === 'resuming' ? 'pending' : status === 'resume-failed' ? 'error' : 'ready'}
          onContinue={() => void resume()}
        />
      </>
    );
  }
  return (
    <CheckoutFrame title={t('checkout.step.paymentVerify')} state={state}>
      {content}
    </CheckoutFrame>
  );
}
