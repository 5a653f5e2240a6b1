import { type CheckoutState, readProviderSession } from '@stowly/booking/checkout';
import { useCheckout, useCheckoutActions, useTranslation } from '@stowly/booking/react';
import { CheckoutReturnStatus } from '@stowly/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { basketIdOf, checkoutStepPath } from '../../checkout/checkoutPath';
import { useCheckoutNavigation } from '../../checkout/useCheckoutNavigation';
import { withLang } from '../../flow/withLang';
import { ReplaceWith } from '../../routes/ReplaceWith';
import { useSearchParams } from '../../routes/useSearchParams';
import type { RedirectProviderKind } from './RedirectStepPage';
import '../booking/bookingPages.css';
import './checkoutPages.css';

/**
 * The return route of a redirect provider (`/{locationId}/checkout/esignature/{basketId}` and
 * `.../id-check/{basketId}`): reports the provider's `session` to the server, which reads the
 * outcome from the provider and moves the basket on; the page then goes to the basket's new step.
 * A replayed return (`session-used`), a return without a session or a wrong step resyncs with the
 * server and changes nothing; a session of another basket (`foreign-session`) goes back to the
 * tab's own checkout with the reason shown.
 */
export function ProviderReturnPage(props: { kind: RedirectProviderKind }): ReactNode {
  const params = useParams();
  const basketId = basketIdOf(params.basketId);
  const [searchParams] = useSearchParams();
  if (basketId === null) {
    const target = checkoutStepPath(Number(params.locationId), 'session-ended', 'unknown-basket');
    return <ReplaceWith to={withLang(target, searchParams.get('lang'))} />;
  }
  return <ProviderReturn kind={props.kind} basketId={basketId} />;
}

function ProviderReturn(props: { kind: RedirectProviderKind; basketId: number }): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t(props.kind === 'e-signature' ? 'checkout.step.eSignature' : 'checkout.step.idCheck'));
  const params = useParams();
  const locationId = Number(params.locationId);
  const { basketId } = props;
  const [searchParams] = useSearchParams();
  const sessionId = readProviderSession(searchParams);
  const checkout = useCheckout();
  const actions = useCheckoutActions(basketId);
  const navigation = useCheckoutNavigation(locationId);
  const [failed, setFailed] = useState(false);

  const report = useCallback(async () => {
    setFailed(false);
    if (sessionId === null) {
      navigation.resync(basketId);
      return;
    }
    let next: CheckoutState;
    try {
      next =
        props.kind === 'e-signature'
          ? await actions.completeESignature(sessionId)
          : await actions.completeIdCheck(sessionId);
    } catch (error) {
      // A session of another basket: back to the tab's own checkout (the path's basket otherwise).
      const own = checkout.basketId ?? basketId;
      if (!navigation.goToOutcome(error, own)) setFailed(true);
      return;
    }
    checkout.startCheckout(basketId);
    navigation.goToStep(next.step);
  }, [sessionId, props.kind, actions, checkout, basketId, navigation]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void report();
  }, [report]);

  return (
    <div className="web-BookingPage web-CheckoutPage">
      <CheckoutReturnStatus
        kind={props.kind}
        status={failed ? 'failed' : 'checking'}
        headingLevel={1}
        onRetry={() => void report()}
      />
    </div>
  );
}
