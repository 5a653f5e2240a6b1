import { isApiError, type Schema } from '@stowly/api-client';
import {
  useBookingPaymentMethod,
  useCurrentCustomer,
  useCustomerPaymentMethods,
  useInvoices,
  useNotifications,
  usePortalBookings,
  usePortalDocuments,
  useToasts,
  useTranslation,
  useWithdrawCancellation,
} from '@stowly/booking/react';
import {
  BookingsTable,
  InvoiceTable,
  Link,
  LocationTabs,
  NotificationsList,
  PaymentMethodCard,
} from '@stowly/ui';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { withLang } from '../../flow/withLang';
import { accountOverviewPath, paymentUpdatePath, sharedAccessPath } from '../../portal/portalPath';
import { usePortalRouteLocation } from '../../portal/usePortalRouteLocation';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { useSearchParams } from '../../routes/useSearchParams';
import { PortalListFailure } from './PortalListFailure';
import '../booking/bookingPages.css';
import './portal.css';

type PortalLocation = Schema<'PortalLocation'>;

/** `/customer-portal/account-overview/{locationId}/invoice/{invoiceId}/payment`: the page that pays an open invoice. */
const invoicePaymentPath = (locationId: number, invoiceId: number) =>
  `${accountOverviewPath(locationId)}/invoice/${invoiceId}/payment`;
type PortalBooking = Schema<'PortalBooking'>;

/**
 * `/customer-portal/account-overview/{locationId?}`: the customer's locations as tabs (choosing one
 * goes to its overview, replacing the entry; without a location in the path the first one shows)
 * and, for the chosen location, its bookings (with cancellation), open invoices, invoice history,
 * payment method, shared access (where the location allows it) and notifications. A location the
 * customer manages for another customer (shared access) is marked in its tab and shows that
 * customer's bookings and invoices only, read only. The panels show once the first page of each
 * list has loaded; then each list pages and fails on its own.
 */
export default function AccountOverviewPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.portal.overview.title'));
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  const { locationId, locations } = usePortalRouteLocation();

  let content: ReactNode;
  if (locations.data) {
    content = (
      <LocationTabs
        locations={locations.data}
        selectedId={locationId}
        keyboardActivation="manual"
        onSelectionChange={(id) => navigate(withLang(accountOverviewPath(id), lang), { replace: true })}
      >
        {(location) => <LocationOverview key={location.id} location={location} />}
      </LocationTabs>
    );
  } else if (locations.isError) {
    content = (
      <LoadFailure message={t('web.portal.locations.loadError')} onRetry={() => void locations.refetch()} />
    );
  } else {
    content = <Loading message={t('web.portal.locations.loading')} />;
  }
  return (
    <div className="web-PortalPage">
      <header className="web-PageHeader">
        <h1>{t('web.portal.overview.title')}</h1>
      </header>
      {content}
    </div>
  );
}

/**
 * Everything of one location; keyed by the location, so its page numbers start afresh. A location
 * the customer manages for someone else shows that customer's bookings and invoices, read only.
 */
function LocationOverview(props: { location: PortalLocation }): ReactNode {
  return props.location.access === 'manager' ? (
    <ManagedLocationOverview location={props.location} />
  ) : (
    <OwnLocationOverview location={props.location} />
  );
}

/**
 * The panels of a location, hidden until the first page of each list has loaded (`loading` is
 * false): then they appear at once in their final size, instead of each table growing from its
 * loading row and pushing the next ones down (layout shift). From then on each list pages on its
 * own, and a list that failed shows its own failure.
 */
function OverviewPanels(props: {
  loading: boolean;
  access: 'owner' | 'manager';
  main: ReactNode;
  side?: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (!shown && !props.loading) setShown(true);
  return (
    <>
      {shown ? null : <Loading message={t('web.portal.overview.loading')} />}
      <div className="web-PortalOverview" data-access={props.access} hidden={!shown}>
        <div className="web-PortalOverviewMain">{props.main}</div>
        {props.side ? <div className="web-PortalOverviewSide">{props.side}</div> : null}
      </div>
    </>
  );
}

/**
 * A location of the customer's own: bookings (with cancellation), open invoices, invoice history,
 * payment method, shared access (where the location allows it) and notifications.
 */
function OwnLocationOverview(props: { location: PortalLocation }): ReactNode {
  const { location } = props;
  // The same queries the panels read, observed here too, for the first loads.
  const firstLoads = [
    usePortalBookings(location.id, 1),
    useInvoices(location.id, { openOnly: true, page: 1 }),
    useInvoices(location.id, { openOnly: false, page: 1 }),
    useBookingPaymentMethod(location.id),
    useNotifications(location.id),
  ];
  return (
    <OverviewPanels
      access="owner"
      loading={firstLoads.some((query) => query.isLoading)}
      main={
        <>
          <BookingsPanel location={location} />
          <InvoicesPanel location={location} variant="open" payable />
          <InvoicesPanel location={location} variant="history" />
        </>
      }
      side={
        <>
          <PaymentMethodPanel location={location} />
          {location.showManageAccess ? <SharedAccessPanel location={location} /> : null}
          <NotificationsPanel location={location} />
          {/* Last: the account's saved cards load on their own, so nothing below them moves. */}
          <SavedPaymentMethodsPanel />
        </>
      }
    />
  );
}

/**
 * A location the customer manages for another customer (shared access): a note saying so, then
 * that customer's bookings and invoices, read only. No cancellation, payment method, shared access
 * or notifications: the API keeps those for the location's customer.
 */
function ManagedLocationOverview(props: { location: PortalLocation }): ReactNode {
  const { location } = props;
  const { t } = useTranslation();
  const firstLoads = [
    usePortalBookings(location.id, 1),
    useInvoices(location.id, { openOnly: true, page: 1 }),
    useInvoices(location.id, { openOnly: false, page: 1 }),
  ];
  return (
    <OverviewPanels
      access="manager"
      loading={firstLoads.some((query) => query.isLoading)}
      main={
        <>
          <p className="web-Notice">{t('web.portal.managedLocation.notice')}</p>
          <BookingsPanel location={location} readOnly />
          <InvoicesPanel location={location} variant="open" />
          <InvoicesPanel location={location} variant="history" />
        </>
      }
    />
  );
}

/** A booking's move-in details load when the customer first opens them. */
const MoveInPanel = lazy(() => import('../moveIn/MoveInPanel'));

/** The cancellation (dialog and call) loads when a customer first asks to cancel. */
const CancelDialog = lazy(() => import('./CancelDialog'));

/**
 * The location's bookings, five a page, each with its rental contract's download, and (unless
 * `readOnly`) its move-in details (the customer's own bookings only), the cancellation of one or the
 * withdrawal of a cancellation before its last day, each with a toast saying how it went.
 */
function BookingsPanel(props: { location: PortalLocation; readOnly?: boolean }): ReactNode {
  const { location, readOnly = false } = props;
  const { t, locale } = useTranslation();
  const [page, setPage] = useState(1);
  const bookings = usePortalBookings(location.id, page);
  const [cancelling, setCancelling] = useState<PortalBooking | null>(null);
  const [movingIn, setMovingIn] = useState<PortalBooking | null>(null);
  const withdrawCancellation = useWithdrawCancellation();
  const documents = usePortalDocuments();
  const { show } = useToasts();
  // Confirmed in the table's dialog; the outcome is a toast either way (the list refreshes).
  const withdraw = async (booking: PortalBooking) => {
    const unit = booking.unitName;
    try {
      await withdrawCancellation.mutateAsync({ bookingId: booking.id });
      show({ type: 'success', text: t('web.portal.withdraw.done', { unit }) });
    } catch (error) {
      const tooLate = isApiError(error) && error.code === 'not-withdrawable';
      show({
        type: 'error',
        text: t(tooLate ? 'web.portal.withdraw.tooLate' : 'web.portal.withdraw.failed', { unit }),
      });
      // The booking changed meanwhile (its last day came): show it as it is now.
      if (tooLate) void bookings.refetch();
    }
  };
  // Mounted from the first cancellation on, so that it can close as a dialog does (focus returns).
  const [dialogWanted, setDialogWanted] = useState(false);
  if (cancelling !== null && !dialogWanted) setDialogWanted(true);

  if (bookings.data === undefined && bookings.isError) {
    return (
      <PortalListFailure
        title={t('ui.portal.bookingsTable.title')}
        message={t('web.portal.bookings.loadError')}
        onRetry={() => void bookings.refetch()}
      />
    );
  }

  // The dialog shows the booking as last loaded, so a refreshed earliest end date reaches it.
  const dialogBooking =
    cancelling === null
      ? null
      : (bookings.data?.data.find((booking) => booking.id === cancelling.id) ?? cancelling);

  return (
    <>
      <BookingsTable
        bookings={bookings.data?.data ?? []}
        page={bookings.data?.page ?? page}
        lastPage={bookings.data?.lastPage ?? 1}
        onPageChange={setPage}
        isLoading={bookings.isPending || bookings.isPlaceholderData}
        onCancel={readOnly ? undefined : setCancelling}
        onWithdrawCancellation={readOnly ? undefined : withdraw}
        onDownloadContract={(booking) => documents.contract(booking.id)}
        onShowMoveIn={readOnly ? undefined : setMovingIn}
        locale={locale}
      />
      {movingIn ? (
        <Suspense fallback={<Loading message={t('ui.portal.moveIn.loading')} />}>
          <MoveInPanel key={movingIn.id} booking={movingIn} onClose={() => setMovingIn(null)} />
        </Suspense>
      ) : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CancelDialog
            booking={dialogBooking}
            locationId={location.id}
            onClose={() => setCancelling(null)}
            locale={locale}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The location's open invoices (with "Pay now" where `payable`: the owner's) or its invoice
 * history, five a page, each with its PDF's download.
 */
function InvoicesPanel(props: {
  location: PortalLocation;
  variant: 'open' | 'history';
  payable?: boolean;
}): ReactNode {
  const { location, variant, payable } = props;
  const { t, locale } = useTranslation();
  const [page, setPage] = useState(1);
  const invoices = useInvoices(location.id, { openOnly: variant === 'open', page });
  const documents = usePortalDocuments();
  if (invoices.data === undefined && invoices.isError) {
    return (
      <PortalListFailure
        title={t(
          variant === 'open' ? 'ui.portal.invoiceTable.openTitle' : 'ui.portal.invoiceTable.historyTitle',
        )}
        message={t(
          variant === 'open' ? 'web.portal.openInvoices.loadError' : 'web.portal.invoiceHistory.loadError',
        )}
        onRetry={() => void invoices.refetch()}
      />
    );
  }
  return (
    <InvoiceTable
      variant={variant}
      invoices={invoices.data?.data ?? []}
      page={invoices.data?.page ?? page}
      lastPage={invoices.data?.lastPage ?? 1}
      onPageChange={setPage}
      isLoading={invoices.isPending || invoices.isPlaceholderData}
      onDownloadDocument={(invoice) => documents.invoice(location.id, invoice.id)}
      locale={locale}
      getPayHref={payable ? (invoice) => invoicePaymentPath(location.id, invoice.id) : undefined}
    />
  );
}

/** The payment method the location's bookings are charged to, with the way to update it. */
function PaymentMethodPanel(props: { location: PortalLocation }): ReactNode {
  const { location } = props;
  const { t, locale } = useTranslation();
  const paymentMethod = useBookingPaymentMethod(location.id);
  if (paymentMethod.data === undefined && paymentMethod.isError) {
    return (
      <PortalListFailure
        title={t('ui.portal.paymentMethodCard.title')}
        message={t('web.portal.paymentMethod.loadError')}
        onRetry={() => void paymentMethod.refetch()}
      />
    );
  }
  return (
    <PaymentMethodCard
      paymentMethod={paymentMethod.data}
      isLoading={paymentMethod.isPending}
      updateHref={paymentUpdatePath(location.id)}
      locale={locale}
    />
  );
}

/**
 * Every payment method the customer has on file, at all their locations
 * (`GET /customer-portal/customer/{customerId}/payment-method`): card brand or SEPA debit with the
 * last digits and the expiry, each marked when it has expired or needs verification. Says so while
 * it loads, when there is none, and when it could not be loaded (with "Try again").
 */
function SavedPaymentMethodsPanel(): ReactNode {
  const { t, formatDay } = useTranslation();
  const headingId = useId();
  const customer = useCurrentCustomer();
  const methods = useCustomerPaymentMethods(customer.data?.id);
  const title = t('web.portal.savedPaymentMethods.title');
  if ((methods.data === undefined && methods.isError) || customer.isError) {
    return (
      <PortalListFailure
        title={title}
        message={t('web.portal.savedPaymentMethods.loadError')}
        onRetry={() => void (customer.isError ? customer.refetch() : methods.refetch())}
      />
    );
  }
  const list = methods.data;
  return (
    <section
      className="web-PortalCard"
      aria-labelledby={headingId}
      aria-busy={list === undefined || undefined}
    >
      <h2 id={headingId}>{title}</h2>
      {list === undefined ? (
        <p role="status">{t('web.portal.savedPaymentMethods.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('web.portal.savedPaymentMethods.empty')}</p>
      ) : (
        <ul className="web-SavedPaymentMethods">
          {list.map((method) => {
            const isCard = method.type === 'card';
            const name = !isCard
              ? t('ui.portal.paymentMethodCard.sepa')
              : method.brand
                ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1)
                : t('ui.portal.paymentMethodCard.card');
            const ending = t(
              isCard ? 'ui.portal.paymentMethodCard.cardEnding' : 'ui.portal.paymentMethodCard.ibanEnding',
              { last4: method.last4 },
            );
            const expiry =
              method.expMonth && method.expYear
                ? formatDay(`${method.expYear}-${String(method.expMonth).padStart(2, '0')}-01`, {
                    month: '2-digit',
                    year: 'numeric',
                  })
                : null;
            return (
              <li key={method.id} data-status={method.status}>
                <strong>{name}</strong> {ending}
                {expiry ? (
                  <>
                    {' · '}
                    {t(
                      method.status === 'expired'
                        ? 'ui.portal.paymentMethodCard.expired'
                        : 'ui.portal.paymentMethodCard.expires',
                      { date: expiry },
                    )}
                  </>
                ) : null}
                {method.status === 'requires-verification' ? (
                  <>
                    {' · '}
                    {t('web.portal.savedPaymentMethods.needsVerification')}
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The way to the shared-access page, for locations that allow it. */
function SharedAccessPanel(props: { location: PortalLocation }): ReactNode {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="web-PortalCard" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('ui.portal.sharedAccessList.title')}</h2>
      <p>{t('web.portal.sharedAccess.teaser')}</p>
      <p>
        <Link href={sharedAccessPath(props.location.id)}>{t('web.portal.sharedAccess.manage')}</Link>
      </p>
    </section>
  );
}

/** The customer's notifications of the location (and the general ones). */
function NotificationsPanel(props: { location: PortalLocation }): ReactNode {
  const { location } = props;
  const { t, locale } = useTranslation();
  const notifications = useNotifications(location.id);
  if (notifications.data === undefined && notifications.isError) {
    return (
      <PortalListFailure
        title={t('ui.portal.notificationsList.title')}
        message={t('web.portal.notifications.loadError')}
        onRetry={() => void notifications.refetch()}
      />
    );
  }
  return (
    <NotificationsList
      notifications={notifications.data ?? []}
      isLoading={notifications.isPending}
      locale={locale}
      timeZone={location.timeZone}
      getPayHref={(notification) =>
        notification.invoiceId ? invoicePaymentPath(location.id, notification.invoiceId) : null
      }
    />
  );
}
