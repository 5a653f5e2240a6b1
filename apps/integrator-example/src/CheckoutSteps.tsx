import { goToProvider } from '@stowly/booking/checkout';
import {
  type CheckoutActions,
  useCheckout,
  useCheckoutCall,
  useCheckoutResult,
  useTranslation,
} from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { formatDay, formatMoney } from './format';
import { navigate } from './router';

/** A step done on a provider's page: says what happens and sends the customer there. */
export function HandOff(props: {
  title: string;
  text: string;
  action: string;
  open: () => Promise<string>;
}): ReactNode {
  // A step the server has moved past is shown by the refreshed checkout state instead.
  const handOff = useCheckoutCall(async () => goToProvider(await props.open()));
  return (
    <>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <button type="button" className="primary" disabled={handOff.status === 'pending'} onClick={handOff.run}>
        {props.action}
      </button>
      {handOff.status === 'failed' ? (
        <p role="alert" className="form-error">
          The page could not be opened. Please try again.
        </p>
      ) : null}
    </>
  );
}

/** Creates the booking once every step is done; the checkout state then moves to success. */
export function CreateBooking({ actions }: { actions: CheckoutActions }): ReactNode {
  const creating = useCheckoutCall(() => actions.createBooking(), { runOnMount: true });
  return (
    <>
      <h1>Confirming your booking</h1>
      {creating.status === 'failed' ? (
        <>
          <p role="alert">The booking could not be confirmed yet.</p>
          <button type="button" onClick={creating.run}>
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
export function Confirmation({ basketId }: { basketId: number }): ReactNode {
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

/** The hold ran out: the basket is gone, a new booking starts from the booking page. */
export function SessionEnded(): ReactNode {
  const { endCheckout } = useCheckout();
  const restart = () => {
    endCheckout();
    navigate('/');
  };
  return (
    <>
      <h1>Your session ended</h1>
      <p>The unit was held for you for a limited time, and that time is up.</p>
      <button type="button" className="primary" onClick={restart}>
        Start a new booking
      </button>
    </>
  );
}
