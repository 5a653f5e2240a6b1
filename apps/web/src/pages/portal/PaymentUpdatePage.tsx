import type { Schema } from '@stowly/api-client';
import { goToProvider } from '@stowly/booking/checkout';
import { useCurrentCustomer, useSetupIntent, useTranslation } from '@stowly/booking/react';
import { Link } from '@stowly/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { browserStorage } from '../../app/browserStorage';
import { reportError } from '../../app/reportError';
import { usePageTitle } from '../../app/usePageTitle';
import { accountOverviewPath, paymentUpdateReturnUrl } from '../../portal/portalPath';
import { rememberStripeSetup } from '../../portal/stripeSetupIntent';
import { usePortalRouteLocation } from '../../portal/usePortalRouteLocation';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { NotFoundRoute } from '../../routes/StatusRoutes';
import { useSearchParams } from '../../routes/useSearchParams';
import '../booking/bookingPages.css';
import './portal.css';

// Stripe's code (and Stripe.js itself) loads only when the provider is Stripe, on this page.
const StripeCardPayment = lazy(() =>
  import('@stowly/ui/stripe').then((module) => ({ default: module.StripeCardPayment })),
);

/**
 * `/customer-portal/account-overview/{locationId}/payment/update`: opens a setup intent for the
 * signed-in customer (`GET /customer-portal/customer/{customerId}/setup-intent`) that returns to
 * the verify route. With the sandbox provider the browser goes to its hosted card page (replacing
 * this page in the history, so Back does not bounce the customer forward again); with Stripe the
 * card form shows here and saves the card with the setup intent.
 */
export default function PaymentUpdatePage(): ReactNode {
  // The location route has checked the id (and that the location is the customer's).
  const { locationId, location } = usePortalRouteLocation();
  return locationId === null ? (
    <NotFoundRoute />
  ) : (
    <PaymentUpdate locationId={locationId} location={location} />
  );
}

function PaymentUpdate(props: {
  locationId: number;
  location: Schema<'PortalLocation'> | undefined;
}): ReactNode {
  const { locationId, location } = props;
  const { t } = useTranslation();
  usePageTitle(t('web.portal.paymentUpdate.title'));
  const [searchParams] = useSearchParams();
  const returnUrl = paymentUpdateReturnUrl(window.location.origin, locationId, searchParams.get('lang'));
  const customer = useCurrentCustomer();
  const intent = useSetupIntent(customer.data?.id, returnUrl);
  const [handOffFailed, setHandOffFailed] = useState(false);

  const session = intent.data;
  const redirectUrl = session?.provider === 'sandbox' ? session.redirectUrl : null;
  const handedOff = useRef<string | null>(null);
  useEffect(() => {
    if (!redirectUrl || handedOff.current === redirectUrl) return;
    handedOff.current = redirectUrl;
    try {
      goToProvider(redirectUrl, {
        origin: window.location.origin,
        assign: (url) => window.location.replace(url),
      });
    } catch (error) {
      reportError(error);
      setHandOffFailed(true);
    }
  }, [redirectUrl]);

  const stripe =
    session?.provider === 'stripe' && session.clientSecret && session.publishableKey
      ? { clientSecret: session.clientSecret, publishableKey: session.publishableKey }
      : null;
  // The verify page reads the saved card back from the Stripe account the intent was opened with.
  const stripeSetupIntentId = stripe ? session?.setupIntentId : undefined;
  const stripePublishableKey = stripe?.publishableKey;
  useEffect(() => {
    if (stripeSetupIntentId && stripePublishableKey) {
      rememberStripeSetup(browserStorage('sessionStorage'), {
        setupIntentId: stripeSetupIntentId,
        publishableKey: stripePublishableKey,
      });
    }
  }, [stripeSetupIntentId, stripePublishableKey]);

  let content: ReactNode;
  if (customer.isError) {
    content = (
      <LoadFailure
        message={t('web.portal.paymentUpdate.loadError')}
        onRetry={() => void customer.refetch()}
      />
    );
  } else if (intent.isError || handOffFailed || (session && !redirectUrl && !stripe)) {
    content = (
      <LoadFailure
        message={t('web.portal.paymentUpdate.loadError')}
        onRetry={() => {
          setHandOffFailed(false);
          handedOff.current = null;
          void intent.refetch();
        }}
      />
    );
  } else if (redirectUrl) {
    content = (
      <div className="web-PortalHandOff">
        <p role="status">{t('web.portal.paymentUpdate.redirecting')}</p>
        <p>
          <Link href={redirectUrl}>{t('web.portal.paymentUpdate.continue')}</Link>
        </p>
      </div>
    );
  } else if (stripe) {
    content = (
      <Suspense fallback={<Loading message={t('web.portal.paymentUpdate.loading')} />}>
        <StripeCardPayment
          publishableKey={stripe.publishableKey}
          clientSecret={stripe.clientSecret}
          intentType="setup"
          returnUrl={returnUrl}
          amount={0}
          currency={location?.currency.code ?? 'EUR'}
          onError={(message: string, stage: 'load' | 'confirm') => {
            if (stage === 'load') reportError(new Error(`Stripe: ${message}`));
          }}
        />
      </Suspense>
    );
  } else {
    content = <Loading message={t('web.portal.paymentUpdate.loading')} />;
  }

  return (
    <div className="web-PortalPage">
      <header className="web-PageHeader">
        <h1>{t('web.portal.paymentUpdate.title')}</h1>
        {location ? (
          <p className="web-PageLead">{t('web.portal.paymentUpdate.lead', { location: location.name })}</p>
        ) : null}
      </header>
      {content}
      <p className="web-PortalBack">
        <Link href={accountOverviewPath(locationId)}>{t('web.portal.backToOverview')}</Link>
      </p>
    </div>
  );
}
