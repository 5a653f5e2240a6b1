import { isApiError, type Schema } from '@stowly/api-client';
import { goToProvider, readPaymentReturn } from '@stowly/booking/checkout';
import {
  useBookingPaymentMethod,
  useOpenInvoice,
  usePayInvoice,
  useTranslation,
  useVerifyInvoicePayment,
} from '@stowly/booking/react';
import { InvoicePaymentChoice, type InvoicePaymentMethodChoice, Link } from '@stowly/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { reportError } from '../../app/reportError';
import { usePageTitle } from '../../app/usePageTitle';
import { accountOverviewPath } from '../../portal/portalPath';
import { usePortalRouteLocation } from '../../portal/usePortalRouteLocation';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { NotFoundRoute } from '../../routes/StatusRoutes';
import { useSearchParams } from '../../routes/useSearchParams';
import { parseRouteId } from '../booking/parseRouteId';
import '../booking/bookingPages.css';
import './portal.css';

// Stripe's code (and Stripe.js itself) loads only when the provider is Stripe, on this page.
const StripeCardPayment = lazy(() =>
  import('@stowly/ui/stripe').then((module) => ({ default: module.StripeCardPayment })),
);

/** Where the payment stands. */
type Outcome =
  /** Choosing how to pay (or paying with the method on file). */
  | { kind: 'choose' }
  /** On the way to the provider's card page, or its card form (Stripe) shown here. */
  | { kind: 'provider'; session: Schema<'PaymentSession'> }
  /** Back from the provider: asking the API. */
  | { kind: 'verifying' }
  | { kind: 'paid'; invoice: Schema<'Invoice'> }
  /** Not paid: declined or cancelled, not finished at the provider, or refused by the API. */
  | { kind: 'not-paid'; reason: 'declined' | 'unfinished' | 'already-paid' | 'method-invalid' | 'failed' };

/**
 * `/customer-portal/account-overview/{locationId}/invoice/{invoiceId}/payment`: pays one open
 * invoice. The customer chooses the card on file (charged at once) or a new card: with the sandbox
 * provider the browser goes to its hosted card page (3-D Secure and declines there), with Stripe
 * the card form shows here and confirms the PaymentIntent. The provider sends the customer back to
 * this route with its reference (`paymentReference`, or Stripe's `payment_intent`), which is read
 * once, removed from the address, and verified with the API; the outcome is announced, and focus
 * moves to it. Managers (read only) never get here: the route is the owner's.
 */
export default function InvoicePaymentPage(): ReactNode {
  const { locationId, location } = usePortalRouteLocation();
  const invoiceId = parseRouteId(useParams().invoiceId);
  return locationId === null || invoiceId === null ? (
    <NotFoundRoute />
  ) : (
    <InvoicePayment locationId={locationId} invoiceId={invoiceId} location={location} />
  );
}

function InvoicePayment(props: {
  locationId: number;
  invoiceId: number;
  location: Schema<'PortalLocation'> | undefined;
}): ReactNode {
  const { locationId, invoiceId, location } = props;
  const { t, locale } = useTranslation();
  usePageTitle(t('ui.portal.invoicePayment.title'));
  const [pathname, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  // The provider sends the customer back here, with the current `lang`.
  const returnUrl = new URL(
    `${pathname}${lang ? `?${new URLSearchParams({ lang })}` : ''}`,
    window.location.origin,
  ).href;
  const [reference] = useState(() => readPaymentReturn(searchParams).reference);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    reference ? { kind: 'verifying' } : { kind: 'choose' },
  );
  const [pendingChoice, setPendingChoice] = useState<InvoicePaymentMethodChoice | null>(null);
  const invoice = useOpenInvoice(locationId, invoiceId);
  const paymentMethod = useBookingPaymentMethod(locationId);
  const { mutateAsync: pay } = usePayInvoice(locationId, invoiceId);
  const { mutateAsync: verify } = useVerifyInvoicePayment(locationId, invoiceId);
  const messageRef = useRef<HTMLDivElement>(null);

  const notPaid = (error: unknown): Outcome => {
    if (!isApiError(error)) reportError(error);
    const code = isApiError(error) ? error.code : '';
    if (code === 'payment-declined') return { kind: 'not-paid', reason: 'declined' };
    if (code === 'invoice-already-paid') return { kind: 'not-paid', reason: 'already-paid' };
    if (code === 'payment-method-invalid') return { kind: 'not-paid', reason: 'method-invalid' };
    return { kind: 'not-paid', reason: 'failed' };
  };

  // Back from the provider: verify once (also under StrictMode); a reload does not verify again.
  const verified = useRef(false);
  useEffect(() => {
    if (verified.current || reference === null) return;
    verified.current = true;
    navigate(returnUrl.slice(window.location.origin.length), { replace: true });
    void verify({ paymentReference: reference }).then(
      (payment) =>
        setOutcome(
          payment.status === 'paid'
            ? { kind: 'paid', invoice: payment.invoice }
            : { kind: 'not-paid', reason: 'unfinished' },
        ),
      (error: unknown) => setOutcome(notPaid(error)),
    );
  });

  // The outcome takes the focus, so a screen reader and a keyboard start from it.
  useEffect(() => {
    if (outcome.kind === 'paid' || outcome.kind === 'not-paid') messageRef.current?.focus();
  }, [outcome]);

  const startPayment = async (choice: InvoicePaymentMethodChoice) => {
    setPendingChoice(choice);
    try {
      const payment = await pay({ paymentMethod: choice, returnUrl });
      if (payment.status === 'paid') {
        setOutcome({ kind: 'paid', invoice: payment.invoice });
      } else if (payment.session) {
        const session = payment.session;
        setOutcome({ kind: 'provider', session });
        if (session.provider === 'sandbox' && session.redirectUrl) {
          goToProvider(session.redirectUrl, {
            origin: window.location.origin,
            assign: (url) => window.location.assign(url),
          });
        }
      } else {
        setOutcome({ kind: 'not-paid', reason: 'failed' });
      }
    } catch (error) {
      setOutcome(notPaid(error));
    } finally {
      setPendingChoice(null);
    }
  };

  let content: ReactNode;
  if (outcome.kind === 'verifying') {
    content = <Loading message={t('ui.portal.invoicePayment.verifying')} />;
  } else if (outcome.kind === 'paid') {
    content = (
      <div ref={messageRef} tabIndex={-1} className="web-Notice" data-tone="success" role="status">
        <p>{t('ui.portal.invoicePayment.paid', { number: outcome.invoice.number })}</p>
      </div>
    );
  } else if (outcome.kind === 'not-paid') {
    const messages = {
      declined: 'ui.portal.invoicePayment.declined',
      unfinished: 'ui.portal.invoicePayment.unfinished',
      'already-paid': 'ui.portal.invoicePayment.alreadyPaid',
      'method-invalid': 'ui.portal.invoicePayment.methodInvalid',
      failed: 'ui.portal.invoicePayment.failed',
    } as const;
    content = (
      <div ref={messageRef} tabIndex={-1} className="web-Notice" data-tone="error" role="alert">
        <p>{t(messages[outcome.reason])}</p>
        {outcome.reason === 'already-paid' ? null : (
          <p>
            <Link
              href={pathname}
              onClick={(event) => {
                event.preventDefault();
                setOutcome({ kind: 'choose' });
              }}
            >
              {t('ui.portal.invoicePayment.tryAgain')}
            </Link>
          </p>
        )}
      </div>
    );
  } else if (outcome.kind === 'provider') {
    const { session } = outcome;
    content =
      session.provider === 'stripe' && session.clientSecret && session.publishableKey ? (
        <Suspense fallback={<Loading message={t('ui.portal.invoicePayment.loading')} />}>
          <StripeCardPayment
            publishableKey={session.publishableKey}
            clientSecret={session.clientSecret}
            intentType="payment"
            returnUrl={returnUrl}
            amount={session.amount}
            currency={session.currency}
            onError={(message: string, stage: 'load' | 'confirm') => {
              if (stage === 'load') reportError(new Error(`Stripe: ${message}`));
            }}
          />
        </Suspense>
      ) : (
        <div className="web-PortalHandOff">
          <p role="status">{t('ui.portal.invoicePayment.redirecting')}</p>
          {session.redirectUrl ? (
            <p>
              <Link href={session.redirectUrl}>{t('ui.portal.invoicePayment.continue')}</Link>
            </p>
          ) : null}
        </div>
      );
  } else if (invoice.isError || paymentMethod.isError) {
    content = (
      <LoadFailure
        message={t('ui.portal.invoicePayment.loadError')}
        onRetry={() => {
          void invoice.refetch();
          void paymentMethod.refetch();
        }}
      />
    );
  } else if (invoice.data === undefined || paymentMethod.data === undefined) {
    content = <Loading message={t('ui.portal.invoicePayment.loading')} />;
  } else if (invoice.data === null) {
    content = (
      <p className="web-Notice" role="status">
        {t('ui.portal.invoicePayment.notOpen')}
      </p>
    );
  } else {
    content = (
      <InvoicePaymentChoice
        invoice={invoice.data}
        paymentMethod={paymentMethod.data}
        onPay={(choice) => void startPayment(choice)}
        pendingChoice={pendingChoice}
        locale={locale}
      />
    );
  }

  return (
    <div className="web-PortalPage">
      <header className="web-PageHeader">
        <h1>{t('ui.portal.invoicePayment.title')}</h1>
        {location ? (
          <p className="web-PageLead">{t('ui.portal.invoicePayment.lead', { location: location.name })}</p>
        ) : null}
      </header>
      {content}
      <p className="web-PortalBack">
        <Link href={accountOverviewPath(locationId)}>{t('web.portal.backToOverview')}</Link>
      </p>
    </div>
  );
}
