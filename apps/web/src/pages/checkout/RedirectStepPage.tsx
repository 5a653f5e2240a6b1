import { type CheckoutStep, goToProvider } from '@stowly/booking/checkout';
import { useCheckoutActions, useTranslation } from '@stowly/booking/react';
import {
  ESignatureCancelledPage,
  ESignatureExpiredPage,
  IdCheckCancelledPage,
  IdCheckExpiredPage,
  IdCheckFailedPage,
  ProviderHandOff,
} from '@stowly/ui';
import { type ReactNode, useState } from 'react';
import { checkoutReturnUrls } from '../../checkout/checkoutPath';
import { useCheckoutNavigation } from '../../checkout/useCheckoutNavigation';
import { useCheckoutPage, useCheckoutReason } from '../../checkout/useCheckoutPage';
import { useSearchParams } from '../../routes/useSearchParams';
import { CheckoutFrame } from './CheckoutFrame';

/** The provider of a redirect step: the e-signature or the identity check. */
export type RedirectProviderKind = 'e-signature' | 'id-check';

const SIDE_PAGES: Partial<Record<CheckoutStep, typeof ESignatureCancelledPage>> = {
  'e-signature-cancelled': ESignatureCancelledPage,
  'e-signature-expired': ESignatureExpiredPage,
};
const ID_SIDE_PAGES: Partial<Record<CheckoutStep, typeof IdCheckCancelledPage>> = {
  'id-check-cancelled': IdCheckCancelledPage,
  'id-check-expired': IdCheckExpiredPage,
  'id-check-failed': IdCheckFailedPage,
};

/**
 * A checkout step handed to a redirect provider (spec section 1): the step itself, or its
 * cancelled, expired and (identity check) failed pages, which offer to start again. Starting opens a fresh provider session
 * (`POST .../e-signature` or `.../id-check`) with this app's return route of the basket and sends
 * the browser to the URL the API answered; the outcome is read from the server on return.
 */
export function RedirectStepPage(props: { kind: RedirectProviderKind }): ReactNode {
  const { t } = useTranslation();
  const { locationId, basketId, state } = useCheckoutPage();
  const reason = useCheckoutReason();
  const [searchParams] = useSearchParams();
  const actions = useCheckoutActions(basketId);
  const navigation = useCheckoutNavigation(locationId);
  const [status, setStatus] = useState<'ready' | 'pending' | 'error'>('ready');

  const start = async () => {
    setStatus('pending');
    const urls = checkoutReturnUrls(window.location.origin, locationId, basketId, searchParams.get('lang'));
    try {
      const redirectUrl =
        props.kind === 'e-signature'
          ? await actions.startESignature(urls.eSignature)
          : await actions.startIdCheck(urls.idCheck);
      goToProvider(redirectUrl);
    } catch (error) {
      if (!navigation.goToOutcome(error)) setStatus('error');
    }
  };

  const title = t(props.kind === 'e-signature' ? 'checkout.step.eSignature' : 'checkout.step.idCheck');
  const SidePage = props.kind === 'e-signature' ? SIDE_PAGES[state.step] : ID_SIDE_PAGES[state.step];
  if (SidePage && status === 'ready') {
    const again = () => void start();
    return (
      <CheckoutFrame title={title} state={state} reason={reason} ownHeading>
        {props.kind === 'e-signature' ? <SidePage signAgain={again} /> : <SidePage restartIdCheck={again} />}
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame title={title} state={state} reason={reason}>
      <ProviderHandOff kind={props.kind} status={status} onContinue={() => void start()} />
    </CheckoutFrame>
  );
}
