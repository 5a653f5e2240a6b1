import { isApiError, type Schema } from '@stowly/api-client';
import { useToasts, useTranslation, useUpdatePaymentMethod } from '@stowly/booking/react';
import { Link, PaymentMethodCard } from '@stowly/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { browserStorage } from '../../app/browserStorage';
import { reportError } from '../../app/reportError';
import { usePageTitle } from '../../app/usePageTitle';
import { config } from '../../config';
import { withLang } from '../../flow/withLang';
import { readPaymentUpdateReturn } from '../../portal/paymentUpdateReturn';
import { accountOverviewPath, paymentUpdatePath } from '../../portal/portalPath';
import {
  StripeSetupNotSucceededError,
  stripeSetupPaymentMethod,
  takeStripePublishableKey,
} from '../../portal/stripeSetupIntent';
import { usePortalRouteLocation } from '../../portal/usePortalRouteLocation';
import { Loading } from '../../routes/LoadingStatus';
import { ReplaceWith } from '../../routes/ReplaceWith';
import { NotFoundRoute } from '../../routes/StatusRoutes';
import { useSearchParams } from '../../routes/useSearchParams';
import '../booking/bookingPages.css';
import './portal.css';

/** Where the update stands. */
type Outcome =
  | { kind: 'saving' }
  | { kind: 'saved'; paymentMethod: Schema<'PaymentMethod'> }
  /** The provider saved no card: the customer cancelled, or the card was declined. */
  | { kind: 'not-saved' }
  /** The API refused the card (`payment-method-invalid`) or the update failed otherwise. */
  | { kind: 'failed'; invalid: boolean };

/**
 * `/customer-portal/account-overview/{locationId}/payment/update/verify`: the card provider's
 * return. The query (the sandbox's `setup_intent`, `redirect_status`, `payment_method`, or
 * Stripe's `setup_intent`, `setup_intent_client_secret`, `redirect_status`) is read once and
 * removed from the address at once, so a reload does not submit again. A saved card becomes the
 * location's payment method (`PUT …/payment-method`, once, also under StrictMode) and is shown;
 * otherwise the page says the card was not saved and offers to try again.
 */
export default function PaymentUpdateVerifyPage(): ReactNode {
  const { locationId } = usePortalRouteLocation();
  return locationId === null ? <NotFoundRoute /> : <PaymentUpdateVerify locationId={locationId} />;
}

function PaymentUpdateVerify(props: { locationId: number }): ReactNode {
  const { locationId } = props;
  const { t } = useTranslation();
  usePageTitle(t('web.portal.paymentVerify.title'));
  const [pathname, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  const [providerReturn] = useState(() => readPaymentUpdateReturn(searchParams));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    providerReturn?.redirectStatus === 'succeeded' ? { kind: 'saving' } : { kind: 'not-saved' },
  );
  const { mutateAsync: updatePaymentMethod } = useUpdatePaymentMethod(locationId);
  const { show } = useToasts();

  const started = useRef(false);
  useEffect(() => {
    if (started.current || providerReturn === null) return;
    started.current = true;
    // Only `lang` stays on the address: a reload neither resubmits nor shows the provider's ids.
    navigate(`${pathname}${lang ? `?${new URLSearchParams({ lang })}` : ''}`, { replace: true });
    if (providerReturn.redirectStatus !== 'succeeded') return;

    const paymentMethodReference = async (): Promise<string | null> => {
      if (providerReturn.provider === 'sandbox') return providerReturn.paymentMethod;
      const publishableKey = takeStripePublishableKey(
        browserStorage('sessionStorage'),
        providerReturn.setupIntentId,
        config.paymentPublishableKey,
      );
      return stripeSetupPaymentMethod(publishableKey, providerReturn.clientSecret);
    };
    void (async () => {
      try {
        const reference = await paymentMethodReference();
        if (!reference) {
          setOutcome({ kind: 'failed', invalid: true });
          return;
        }
        const paymentMethod = await updatePaymentMethod({
          setupIntentId: providerReturn.setupIntentId,
          paymentMethodReference: reference,
        });
        setOutcome({ kind: 'saved', paymentMethod });
        show({ type: 'success', text: t('web.portal.paymentVerify.savedToast') });
      } catch (error) {
        if (error instanceof StripeSetupNotSucceededError) {
          setOutcome({ kind: 'not-saved' });
          return;
        }
        // The API client reports its own failures; Stripe's are reported here.
        if (!isApiError(error)) reportError(error);
        setOutcome({
          kind: 'failed',
          invalid: isApiError(error) && error.code === 'payment-method-invalid',
        });
      }
    })();
  }, [providerReturn, pathname, lang, navigate, updatePaymentMethod, show, t]);

  if (providerReturn === null) {
    // Nothing to verify (such as a reload after the update): the location's overview.
    return <ReplaceWith to={withLang(accountOverviewPath(locationId), lang)} />;
  }

  let content: ReactNode;
  if (outcome.kind === 'saving') {
    content = <Loading message={t('web.portal.paymentVerify.saving')} />;
  } else if (outcome.kind === 'saved') {
    content = (
      <>
        <p className="web-Notice" data-tone="success" role="status">
          {t('web.portal.paymentVerify.saved')}
        </p>
        <PaymentMethodCard paymentMethod={outcome.paymentMethod} updateHref={paymentUpdatePath(locationId)} />
      </>
    );
  } else {
    let message = t('web.portal.paymentVerify.failed');
    if (outcome.kind === 'not-saved') message = t('web.portal.paymentVerify.notSaved');
    else if (outcome.invalid) message = t('web.portal.paymentVerify.invalid');
    content = (
      <div className="web-Notice" data-tone="error" role="alert">
        <p>{message}</p>
        <p>
          <Link href={paymentUpdatePath(locationId)}>{t('web.portal.paymentVerify.tryAgain')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="web-PortalPage">
      <header className="web-PageHeader">
        <h1>{t('web.portal.paymentVerify.title')}</h1>
      </header>
      {content}
      <p className="web-PortalBack">
        <Link href={accountOverviewPath(locationId)}>{t('web.portal.backToOverview')}</Link>
      </p>
    </div>
  );
}
