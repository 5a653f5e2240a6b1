import { isCheckoutReason } from '@stowly/booking/checkout';
import { useCheckout } from '@stowly/booking/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { useParams } from 'wouter';
import { basketIdOf, checkoutRootPath, checkoutStepPath } from '../../checkout/checkoutPath';
import { withLang } from '../../flow/withLang';
import { ReplaceWith } from '../../routes/ReplaceWith';
import { useSearchParams } from '../../routes/useSearchParams';

/**
 * `/{locationId}/checkout/{basketId}`: continues an existing basket. It becomes the tab's checkout
 * and the checkout root routes to the step the server is at (a completed basket shows already
 * booked, an ended one the session-ended page), keeping `reason` and `lang`.
 */
export default function ContinueCheckoutPage(): ReactNode {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { basketId, startCheckout } = useCheckout();
  const locationId = Number(params.locationId);
  const target = basketIdOf(params.basketId);
  useLayoutEffect(() => {
    if (target !== null) startCheckout(target);
  }, [startCheckout, target]);
  const lang = searchParams.get('lang');
  if (target === null) {
    return (
      <ReplaceWith to={withLang(checkoutStepPath(locationId, 'session-ended', 'unknown-basket'), lang)} />
    );
  }
  if (basketId !== target) return null;
  const reason = searchParams.get('reason');
  return (
    <ReplaceWith
      to={withLang(checkoutRootPath(locationId, isCheckoutReason(reason) ? reason : null), lang)}
    />
  );
}
