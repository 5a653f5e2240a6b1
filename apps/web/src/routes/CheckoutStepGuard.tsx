import { isApiError } from '@stowly/api-client';
import { canShowCheckoutStep } from '@stowly/booking/checkout';
import { useCheckout, useCheckoutState, useTranslation } from '@stowly/booking/react';
import { type ReactNode, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { checkoutStepOfRoute, checkoutStepPath } from '../checkout/checkoutPath';
import { type CheckoutPage, CheckoutPageContext, useCheckoutReason } from '../checkout/useCheckoutPage';
import { withLang } from '../flow/withLang';
import { CheckoutSkeleton } from '../pages/checkout/CheckoutSkeleton';
import { LoadFailure } from './LoadingStatus';
import { ReplaceWith } from './ReplaceWith';
import { useSearchParams } from './useSearchParams';

/**
 * The checkout root (`/{locationId}/checkout`) and its step routes (the step page is `children`,
 * which reads the checkout with `useCheckoutPage`): the server's checkout state of
 * the tab's basket decides the step (spec section 4). A step route the server has not reached (or
 * has left) is replaced by the route of the server's step, keeping `reason` and `lang`; the root
 * goes to the server's step. Without a basket, or for a basket the server does not know, the
 * session has ended. While an identity check is in progress the state is polled, so the page
 * moves on by itself.
 */
export function CheckoutStepGuard(props: { children?: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const locationId = Number(useParams().locationId);
  const [pathname] = useLocation();
  const [searchParams] = useSearchParams();
  const reason = useCheckoutReason();
  const { basketId, isRestored } = useCheckout();
  // The basket this guard started with stays shown if the tab's checkout is replaced meanwhile.
  const shownBasket = useRef(basketId);
  if (basketId !== null) shownBasket.current = basketId;
  const currentBasket = shownBasket.current;
  const state = useCheckoutState(currentBasket);

  const go = (path: string) => <ReplaceWith to={withLang(path, searchParams.get('lang'))} />;
  // The tab's checkout is read in the browser (on the server, and while the browser takes over
  // the server's page, it is not known yet). Meanwhile the checkout's placeholder shows: after a
  // provider's return (3-D Secure) the page is new, and has the checkout's shape from its first paint.
  if (!isRestored) return <CheckoutSkeleton />;
  if (currentBasket === null) return go(checkoutStepPath(locationId, 'session-ended'));
  if (state.isPending) return <CheckoutSkeleton />;
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
  if (routeStep === null || !canShowCheckoutStep(routeStep, serverStep)) {
    return go(checkoutStepPath(locationId, serverStep, serverStep === 'session-ended' ? null : reason));
  }
  const page: CheckoutPage = {
    locationId,
    basketId: currentBasket,
    state: state.data,
    refetch: () => void state.refetch(),
  };
  return <CheckoutPageContext.Provider value={page}>{props.children}</CheckoutPageContext.Provider>;
}
