import { type CheckoutStep, checkoutOutcome, goToProvider } from '@stowly/booking/checkout';
import {
  type CheckoutActions,
  useCheckout,
  useCheckoutActions,
  useCheckoutResult,
  useCheckoutState,
  useTranslation,
} from '@stowly/booking/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatDay, formatMoney } from './format';
import { NoBookingInProgress } from './NoBookingInProgress';
import { navigate, siteUrl } from './router';

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

/**
 * `/checkout`: the checkout of the basket this tab booked (`useCheckout` keeps it in session
 * storage across the providers' pages). What it shows follows the server's step
 * (`useCheckoutState`): pay on the card provider's page, sign, verify the identity, then the
 * booking is created and confirmed.
 */
export function CheckoutPage(): ReactNode {
  const { basketId } = useCheckout();
  if (basketId === null) return <NoBookingInProgress />;
  return <Checkout basketId={basketId} />;
}

/** The visible steps of the checkout, in order, and which server steps belong to each. */
const VISIBLE_STEPS: { title: string; steps: CheckoutStep[] }[] = [
  { title: 'Payment', steps: ['payment', 'payment-verify'] },
  { title: 'Contract', steps: ['e-signature', 'e-signature-cancelled', 'e-signature-expired'] },
  {
    title: 'Identity check',
    steps: ['id-check', 'id-check-cancelled', 'id-check-expired', 'id-check-in-progress'],
  },
  { title: 'Confirmation', steps: ['create-booking', 'success'] },
];

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

  const step = state.data.step;
  const current = VISIBLE_STEPS.findIndex((visible) => visible.steps.includes(step));
  return (
    <>
      {current >= 0 ? (
        <ol className="progress" aria-label="Checkout steps">
          {VISIBLE_STEPS.map((visible, index) => (
            <li
              key={visible.title}
              aria-current={index === current ? 'step' : undefined}
              data-done={index < current || step === 'success' || undefined}
            >
              {visible.title}
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
  switch (step) {
    case 'payment':
    case 'payment-verify':
      return (
        <HandOff
          title={t('checkout.step.payment')}
          text="You pay the first rent and any one-time fees by card on our payment partner's secure page."
          action="Pay by card"
          open={async () => {
            const session = await actions.startPayment(siteUrl(RETURN_PATHS.payment));
            if (!session.redirectUrl) throw new Error('This site only supports hosted payment pages.');
            return session.redirectUrl;
          }}
        />
      );
    case 'e-signature':
    case 'e-signature-cancelled':
    case 'e-signature-expired':
      return (
        <HandOff
          title="Sign the rental contract"
          text={
            step === 'e-signature'
              ? 'Your payment went through. Now sign the rental contract online.'
              : `The signature was ${step === 'e-signature-cancelled' ? 'cancelled' : 'not completed in time'}. Please sign again.`
          }
          action="Sign the contract"
          open={() => actions.startESignature(siteUrl(RETURN_PATHS.eSignature))}
        />
      );
    case 'id-check':
    case 'id-check-cancelled':
    case 'id-check-expired':
      return (
        <HandOff
          title="Verify your identity"
          text={
            step === 'id-check'
              ? 'Last step: confirm who you are with an ID document.'
              : `The identity check was ${step === 'id-check-cancelled' ? 'cancelled' : 'not completed in time'}. Please start it again.`
          }
          action="Start the identity check"
          open={() => actions.startIdCheck(siteUrl(RETURN_PATHS.idCheck))}
        />
      );
    case 'id-check-in-progress':
      return (
        <>
          <h1>Verify your identity</h1>
          <p role="status">Your identity check is being reviewed. This page moves on by itself.</p>
        </>
      );
    case 'create-booking':
      return <CreateBooking actions={actions} />;
    case 'success':
      return <Confirmation basketId={basketId} />;
    case 'session-ended':
      return <SessionEnded />;
  }
}

/** A step done on a provider's page: says what happens and sends the customer there. */
function HandOff(props: {
  title: string;
  text: string;
  action: string;
  open: () => Promise<string>;
}): ReactNode {
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setOpening(true);
    setFailed(false);
    try {
      goToProvider(await props.open());
    } catch (error) {
      // A step the server has moved past is shown by the refreshed checkout state instead.
      if (checkoutOutcome(error).kind === 'failed') setFailed(true);
      setOpening(false);
    }
  };
  return (
    <>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <button type="button" className="primary" disabled={opening} onClick={() => void open()}>
        {props.action}
      </button>
      {failed ? (
        <p role="alert" className="form-error">
          The page could not be opened. Please try again.
        </p>
      ) : null}
    </>
  );
}

/** Creates the booking once every step is done; the checkout state then moves to success. */
function CreateBooking({ actions }: { actions: CheckoutActions }): ReactNode {
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const create = () => {
    setFailed(false);
    actions.createBooking().catch((error: unknown) => {
      if (checkoutOutcome(error).kind === 'failed') setFailed(true);
    });
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create();
  });
  return (
    <>
      <h1>Confirming your booking</h1>
      {failed ? (
        <>
          <p role="alert">The booking could not be confirmed yet.</p>
          <button type="button" onClick={create}>
            Try again
          </button>
        </>
      ) : (
        <p role="status">One moment while we reserve your unit…</p>
      )}
    </>
  );
}

/** The confirmation, read from the server (`GET /checkout/{basketId}/result`). */
function Confirmation({ basketId }: { basketId: number }): ReactNode {
  const { t } = useTranslation();
  const result = useCheckoutResult(basketId);
  if (result.isError) return <p role="alert">The confirmation could not be loaded.</p>;
  if (!result.data) return <p role="status">Loading your confirmation…</p>;
  const booking = result.data;
  return (
    <>
      <h1>{t('ui.checkout.resultSummary.title')}</h1>
      <p>We have sent the details to {booking.email}.</p>
      <dl className="summary">
        <dt>{t('ui.checkout.resultSummary.reference')}</dt>
        <dd>{booking.bookingId}</dd>
        <dt>Storage unit</dt>
        <dd>
          {booking.unitType.name}, unit {booking.unitName}
        </dd>
        <dt>Move-in date</dt>
        <dd>{formatDay(booking.moveInDate)}</dd>
        <dt>Paid today</dt>
        <dd>{formatMoney(booking.dueNow, booking.currency)}</dd>
      </dl>
      <p>
        <a href="/">Book another unit</a>
      </p>
    </>
  );
}

function SessionEnded(): ReactNode {
  const { endCheckout } = useCheckout();
  return (
    <>
      <h1>Your session ended</h1>
      <p>The unit was held for you for a limited time, and that time is up.</p>
      <button
        type="button"
        className="primary"
        onClick={() => {
          endCheckout();
          navigate('/');
        }}
      >
        Start a new booking
      </button>
    </>
  );
}
