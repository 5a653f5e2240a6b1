import { isApiError, isApiUnavailable } from '@stowly/api-client';
import { parseCheckoutResultParam } from '@stowly/booking/checkout';
import {
  useBookingLocation,
  useCheckoutResult,
  useOpenCheckout,
  useTranslation,
} from '@stowly/booking/react';
import { CheckoutResultSummary, StatusPage } from '@stowly/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useParams } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { accountOverviewPath } from '../../portal/portalPath';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { useSearchParams } from '../../routes/useSearchParams';
import '../booking/bookingPages.css';
import './checkoutPages.css';

/** The move-in details load after the confirmation, in their own chunk (below it on the page). */
const SuccessMoveIn = lazy(() => import('../moveIn/SuccessMoveIn'));

/**
 * `/{locationId}/checkout/success?i=…`: the booking confirmation. `i` (base64 JSON of the result)
 * is parsed defensively and only names the basket: what the page shows is read again from the
 * server (`GET /checkout/{basketId}/result`) and rendered as text. A malformed `i`, a basket of
 * another location or one the server does not confirm shows that the link is not valid.
 *
 * A signed-in customer's booking (the server's result names their `customerId`) links to the
 * account overview of the location in their portal. A visitor who booked without signing in reads
 * that the confirmation mail carries the link to their customer portal: the same words whether or
 * not the email already had an account (the server mails an activation or a link that attaches
 * the booking), so the page tells nobody which it was.
 *
 * Below, the move-in details: unit, date, address with a map link, access hours, a calendar file
 * of the move-in day and, in place of the gate code, "Sign in to see your gate code" (the portal
 * shows it to the booking's signed-in owner).
 */
export default function SuccessPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('checkout.step.success'));
  const locationId = Number(useParams().locationId);
  const [searchParams] = useSearchParams();
  const claimed = parseCheckoutResultParam(searchParams.get('i'));
  const valid = claimed !== null && claimed.locationId === locationId;
  const result = useCheckoutResult(valid ? claimed.basketId : null);
  const location = useBookingLocation();
  // Booked: no booking page offers to resume this basket any more.
  const { forget } = useOpenCheckout();
  const bookedBasket = result.data?.basketId;
  useEffect(() => {
    if (bookedBasket !== undefined) forget(bookedBasket);
  }, [bookedBasket, forget]);

  let content: ReactNode;
  const rejected = result.isError && isApiError(result.error) && !isApiUnavailable(result.error);
  const mismatch = result.data !== undefined && result.data.bookingId !== claimed?.bookingId;
  if (!valid || rejected || mismatch) {
    content = (
      <StatusPage
        tone="warning"
        title={t('web.checkout.success.invalidTitle')}
        text={t('web.checkout.success.invalidText')}
        primaryAction={{ label: t('ui.status.action.startNewBooking'), href: `/${locationId}` }}
        secondaryAction={{ label: t('ui.checkout.resultSummary.portalLink'), href: '/customer-portal' }}
      />
    );
  } else if (result.isError) {
    content = (
      <LoadFailure message={t('web.checkout.success.loadError')} onRetry={() => void result.refetch()} />
    );
  } else if (!result.data) {
    content = <Loading message={t('web.checkout.success.loading')} />;
  } else {
    content = (
      <>
        <CheckoutResultSummary
          result={result.data}
          locationName={location?.name ?? ''}
          {...(result.data.customerId !== null && { portalHref: accountOverviewPath(locationId) })}
          headingLevel={1}
        />
        {/* The result's move-in facts are no secret; the gate code is the portal's, after sign-in. */}
        <Suspense fallback={null}>
          <SuccessMoveIn result={result.data} signInHref={accountOverviewPath(locationId)} />
        </Suspense>
      </>
    );
  }
  return <div className="web-BookingPage web-CheckoutPage">{content}</div>;
}
