import { type CheckoutStep, getCheckoutProgress, type VisibleCheckoutStep } from '@stowly/booking/checkout';
import {
  type CheckoutActions,
  useCheckout,
  useCheckoutActions,
  useCheckoutState,
  useTranslation,
} from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { Confirmation, CreateBooking, HandOff, SessionEnded } from './CheckoutSteps';
import { NoBookingInProgress } from './NoBookingInProgress';
import { siteUrl } from './router';

/** Where each provider sends the customer back: routes of this site (see `ProviderReturnPage`). */
export const RETURN_PATHS = {
  payment: '/checkout/payment-return',
  eSignature: '/checkout/signature-return',
  idCheck: '/checkout/id-check-return',
} as const;

/** The notices a return route can leave for the checkout page (`?notice=`). */
const NOTICES: Record<string, string> = {
  'payment-declined': 'Your card was declined and nothing was charged. Please try again or use another card.',
  'foreign-session': 'That link belonged to another booking, so nothing was changed.',
};

/** This site's names of the visible checkout steps (`getCheckoutProgress` of the SDK groups them). */
const STEP_TITLES: Record<VisibleCheckoutStep, string> = {
  payment: 'Payment',
  'e-signature': 'Contract',
  'id-check': 'Identity check',
  success: 'Confirmation',
};

/** How a cancelled or expired provider step ended, for its "please start again" text. */
const ended = (step: CheckoutStep) => (step.endsWith('-cancelled') ? 'cancelled' : 'not completed in time');

/**
 * `/checkout`: the checkout of the basket this tab booked (`useCheckout` keeps it in session
 * storage across the providers' pages). What it shows follows the server's step
 * (`useCheckoutState`): pay on the card provider's page, sign, verify the identity, then the
 * booking is created and confirmed.
 */
export function CheckoutPage(): ReactNode {
  const { basketId } = useCheckout();
  return basketId === null ? <NoBookingInProgress /> : <Checkout basketId={basketId} />;
}

function Checkout({ basketId }: { basketId: number }): ReactNode {
  const state = useCheckoutState(basketId);
  const actions = useCheckoutActions(basketId);
  const notice = NOTICES[new URLSearchParams(window.location.search).get('notice') ?? ''];
  if (state.isError) {
    return (
      <>
        <h1>Checkout</h1>
        <p role="alert">The checkout could not be loaded.</p>
        <button type="button" onClick={() => void state.refetch()}>
          Try again
        </button>
      </>
    );
  }
  if (!state.data) return <p role="status">Loading the checkout…</p>;
  const { step } = state.data;
  const progress = getCheckoutProgress(step);
  return (
    <>
      {progress ? (
        <ol className="progress" aria-label="Checkout steps">
          {progress.steps.map((visible) => (
            <li
              key={visible.step}
              aria-current={visible.isCurrent ? 'step' : undefined}
              data-done={visible.isComplete || undefined}
            >
              {STEP_TITLES[visible.step]}
            </li>
          ))}
        </ol>
      ) : null}
      {notice && step === 'payment' ? (
        <p role="alert" className="notice">
          {notice}
        </p>
      ) : null}
      <StepView step={step} basketId={basketId} actions={actions} />
    </>
  );
}

function StepView(props: { step: CheckoutStep; basketId: number; actions: CheckoutActions }): ReactNode {
  const { step, basketId, actions } = props;
  const { t } = useTranslation();
  if (step === 'payment' || step === 'payment-verify') {
    const pay = async () => {
      const session = await actions.startPayment(siteUrl(RETURN_PATHS.payment));
      if (!session.redirectUrl) throw new Error('This site only supports hosted payment pages.');
      return session.redirectUrl;
    };
    const text = "You pay the first rent and any one-time fees by card on our payment partner's secure page.";
    return <HandOff title={t('checkout.step.payment')} text={text} action="Pay by card" open={pay} />;
  }
  if (step === 'e-signature' || step === 'e-signature-cancelled' || step === 'e-signature-expired') {
    const text =
      step === 'e-signature'
        ? 'Your payment went through. Now sign the rental contract online.'
        : `The signature was ${ended(step)}. Please sign again.`;
    const sign = () => actions.startESignature(siteUrl(RETURN_PATHS.eSignature));
    return <HandOff title="Sign the rental contract" text={text} action="Sign the contract" open={sign} />;
  }
  if (
    step === 'id-check' ||
    step === 'id-check-cancelled' ||
    step === 'id-check-expired' ||
    step === 'id-check-failed'
  ) {
    const text =
      step === 'id-check'
        ? 'Last step: confirm who you are with an ID document.'
        : step === 'id-check-failed'
          ? 'We could not confirm your identity. Please try again with a valid ID document.'
          : `The identity check was ${ended(step)}. Please start it again.`;
    const check = () => actions.startIdCheck(siteUrl(RETURN_PATHS.idCheck));
    return (
      <HandOff title="Verify your identity" text={text} action="Start the identity check" open={check} />
    );
  }
  if (step === 'id-check-in-progress') {
    return (
      <>
        <h1>Verify your identity</h1>
        <p role="status">Your identity check is being reviewed. This page moves on by itself.</p>
      </>
    );
  }
  if (step === 'create-booking') return <CreateBooking actions={actions} />;
  if (step === 'success') return <Confirmation basketId={basketId} />;
  return <SessionEnded />;
}
