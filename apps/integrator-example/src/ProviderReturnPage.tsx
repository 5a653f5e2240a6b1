import { checkoutOutcome, readPaymentReturn, readProviderSession } from '@stowly/booking/checkout';
import { type CheckoutActions, useCheckout, useCheckoutActions } from '@stowly/booking/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { NoBookingInProgress } from './NoBookingInProgress';
import { navigate } from './router';

/** Which provider sent the customer back. */
export type ProviderKind = 'payment' | 'eSignature' | 'idCheck';

const CHECKING: Record<ProviderKind, string> = {
  payment: 'Checking your payment…',
  eSignature: 'Checking your signature…',
  idCheck: 'Checking your identity…',
};

/**
 * Where a provider sends the customer back (`/checkout/payment-return?paymentReference=…`,
 * `/checkout/signature-return?session=…`, `/checkout/id-check-return?session=…`): reports the
 * return to the API, which asks the provider for the outcome, then shows the checkout at the step
 * the server is at. A declined card comes back to the payment step with a notice.
 */
export function ProviderReturnPage({ kind }: { kind: ProviderKind }): ReactNode {
  const { basketId } = useCheckout();
  if (basketId === null) return <NoBookingInProgress />;
  return <ReportReturn kind={kind} basketId={basketId} />;
}

function ReportReturn({ kind, basketId }: { kind: ProviderKind; basketId: number }): ReactNode {
  const actions = useCheckoutActions(basketId);
  const reported = useRef(false);
  useEffect(() => {
    // Once: a provider session can be reported only once.
    if (reported.current) return;
    reported.current = true;
    reportReturn(kind, actions, new URLSearchParams(window.location.search)).then(
      () => navigate('/checkout', { replace: true }),
      (error: unknown) => {
        const outcome = checkoutOutcome(error);
        const notice = outcome.kind === 'failed' ? null : outcome.reason;
        navigate(notice ? `/checkout?notice=${notice}` : '/checkout', { replace: true });
      },
    );
  });
  return (
    <>
      <h1>One moment</h1>
      <p role="status">{CHECKING[kind]}</p>
    </>
  );
}

async function reportReturn(kind: ProviderKind, actions: CheckoutActions, search: URLSearchParams) {
  if (kind === 'payment') {
    const { reference } = readPaymentReturn(search);
    if (reference) await actions.verifyPayment(reference);
    return;
  }
  const session = readProviderSession(search);
  if (!session) return;
  if (kind === 'eSignature') await actions.completeESignature(session);
  else await actions.completeIdCheck(session);
}
