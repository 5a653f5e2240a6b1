import { isApiError } from '@stowly/api-client';
import { useCheckout, useCheckoutState, useTranslation } from '@stowly/booking/react';
import { type ReactNode, useRef } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { checkoutStepOfRoute, checkoutStepPath, stepRouteAllows } from '../checkout/checkoutPath';
import type { CheckoutPageContext } from '../checkout/useCheckoutPage';
import { useCheckoutReason } from '../checkout/useCheckoutPage';
import { withLang } from '../flow/withLang';
import { LoadFailure } from '../pages/booking/LoadFailure';
import { LoadingStatus } from './LoadingStatus';

/**
 * The checkout root (`/{locationId}/checkout`) and its step routes: the server's checkout state of
 * the tab's basket decides the step (spec section 4). A step route the server has not reached (or
 * has left) is replaced by the route of the server's step, keeping `reason` and `lang`; the root
 * goes to the server's step. Without a basket, or for a basket the server does not know, the
 * session has ended. While an identity check is in progress the state is polled, so the page
 * moves on by itself.
 */
export function CheckoutStepGuard(): ReactNode {
  const { t } = useTranslation();
  const locationId = Number(useParams().locationId);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const reason = useCheckoutReason();
  const { basketId } = useCheckout();
  // The basket this guard started with stays shown if the tab's checkout is replaced meanwhile.
  const shownBasket = useRef(basketId);
  if (basketId !== null) shownBasket.current = basketId;
  const currentBasket = shownBasket.current;
  const state = useCheckoutState(currentBasket);

  const go = (path: string) => <Navigate to={withLang(path, searchParams.get('lang'))} replace />;
  if (currentBasket === null) return go(checkoutStepPath(locationId, 'session-ended'));
  if (state.isPending) return <LoadingStatus />;
  if (state.isError) {
    if (isApiError(state.error, 'not-found')) {
      return go(checkoutStepPath(locationId, 'session-ended', 'unknown-basket'));
    }
    return (
      <div className="web-BookingPage">
        <LoadFailure message={t('web.checkout.loadError')} onRetry={() => void state.refetch()} />
      </div>
    );
  }
  const serverStep = state.data.step;
  const routeStep = checkoutStepOfRoute(pathname);
  if (routeStep === null || !stepRouteAllows(routeStep, serverStep)) {
    return go(checkoutStepPath(locationId, serverStep, serverStep === 'session-ended' ? null : reason));
  }
  const context: CheckoutPageContext = {
    locationId,
    basketId: currentBasket,
    state: state.data,
    refetch: () => void state.refetch(),
  };
  return <Outlet context={context} />;
}
