import type { CheckoutReason, CheckoutState } from '@stowly/booking/checkout';
import { useBookingLocation, useTranslation } from '@stowly/booking/react';
import { CheckoutStepIndicator, HoldCountdown } from '@stowly/ui';
import { type ReactNode, useContext } from 'react';
import { PageAside } from '../../app/PageAside';
import { usePageTitle } from '../../app/usePageTitle';
import { CheckoutPageContext } from '../../checkout/useCheckoutPage';
import '../booking/bookingPages.css';
import './checkoutPages.css';

const REASON_KEYS = {
  'payment-declined': 'web.checkout.reason.paymentDeclined',
  'foreign-session': 'web.checkout.reason.foreignSession',
  'unknown-basket': 'web.checkout.reason.unknownBasket',
} as const satisfies Record<CheckoutReason, string>;

/** Why the customer is on this page, when a `reason` says so: an alert above the page's content. */
export function CheckoutReasonNotice(props: { reason: CheckoutReason | null }): ReactNode {
  const { t } = useTranslation();
  if (!props.reason) return null;
  return (
    <p className="web-Notice" data-tone={props.reason === 'payment-declined' ? 'error' : 'info'} role="alert">
      {t(REASON_KEYS[props.reason])}
    </p>
  );
}

/**
 * The side column of the checkout: what is being booked, as the server holds it, and the live
 * countdown of the hold. When the hold runs out the state is read again (the step guard's
 * refetch): the server's expiry is the truth, and its `session-ended` takes the customer to the
 * session-ended page.
 */
function CheckoutAside(props: { state: CheckoutState }): ReactNode {
  const { t, formatMoney, formatDay } = useTranslation();
  const { state } = props;
  const location = useBookingLocation();
  const refetch = useContext(CheckoutPageContext)?.refetch;
  const moveIn = formatDay(state.moveInDate, { dateStyle: 'long' });
  const showHold = state.step !== 'success' && state.step !== 'session-ended';
  return (
    <PageAside>
      <section className="web-CheckoutSummary" aria-labelledby="web-checkout-summary-title">
        <h2 id="web-checkout-summary-title">{t('web.checkout.summary.title')}</h2>
        <dl>
          {location ? (
            <div>
              <dt>{t('ui.basket.location')}</dt>
              <dd>{location.name}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('web.checkout.summary.unitType')}</dt>
            <dd>{state.unitType.name}</dd>
          </div>
          <div>
            <dt>{t('web.checkout.summary.moveInDate')}</dt>
            <dd>{moveIn}</dd>
          </div>
          <div>
            <dt>{t('web.checkout.summary.dueNow')}</dt>
            <dd>{formatMoney(state.dueNow, state.currency)}</dd>
          </div>
          <div>
            <dt>{t('web.checkout.summary.recurring')}</dt>
            <dd>{formatMoney(state.recurringAmount, state.currency)}</dd>
          </div>
        </dl>
        {showHold ? (
          <HoldCountdown expiresAt={state.expiresAt} {...(refetch && { onExpire: refetch })} />
        ) : null}
      </section>
    </PageAside>
  );
}

/**
 * The frame of a checkout step page: its title (also the document title), the step indicator,
 * the reason notice, the content and the checkout summary beside it. With `ownHeading` the
 * content brings the page's `h1` (a ready-made status page) and the frame shows none.
 */
export function CheckoutFrame(props: {
  title: string;
  state: CheckoutState;
  reason?: CheckoutReason | null;
  ownHeading?: boolean;
  children: ReactNode;
}): ReactNode {
  usePageTitle(props.title);
  return (
    <div className="web-BookingPage web-CheckoutPage">
      {props.ownHeading ? null : (
        <header className="web-PageHeader">
          <h1>{props.title}</h1>
        </header>
      )}
      <CheckoutStepIndicator currentStep={props.state.step} identityCheck={props.state.identityCheck} />
      <CheckoutReasonNotice reason={props.reason ?? null} />
      {props.children}
      <CheckoutAside state={props.state} />
    </div>
  );
}
