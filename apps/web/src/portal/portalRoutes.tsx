import { PortalIndexRedirect } from '../pages/portal/PortalIndexRedirect';
import type { AppRoute } from '../routes/AppRoutes';
import { LazyPage, type LoadablePage, lazyPage, withLaterMessages } from '../routes/lazyPage';

const accountOverviewPage = () => import('../pages/portal/AccountOverviewPage');

/**
 * The routes of the signed-in customer portal (spec section 2): `/customer-portal` goes to the
 * account overview; `account-overview` and `account-overview/:locationId` show it;
 * `…/:locationId/payment/update` and `…/payment/update/verify` update the payment method;
 * `…/:locationId/invoice/:invoiceId/payment` pays an open invoice (and takes the provider's return);
 * `…/:locationId/shared-access` needs the location's shared-access flag; `notifications` shows the
 * notification preferences. A `:locationId` that is
 * not digits only shows not found; one that is not the customer's goes to the account overview.
 * A customer who manages the location for someone else (read only) sees its overview only: the
 * payment and shared-access routes send them there.
 * Every page is its own lazily loaded chunk. The pages read the portal hooks, so a
 * `PortalProvider` must be above them (the app puts them in the signed-in guard and `PortalArea`).
 */
export function portalRoutes(): AppRoute[] {
  // The pages of one location show inside its check (made once: moving between them keeps it).
  const locationCheck = lazyPage(() =>
    import('./PortalLocationRoute').then((module) => ({ default: module.PortalLocationRoute })),
  );
  // The pages that change the account: not for a manager of the location (read only).
  const ownerOnly = lazyPage(() =>
    import('./PortalLocationRoute').then((module) => ({ default: module.OwnerOnlyRoute })),
  );
  const inLocation = (path: string, page: LoadablePage): AppRoute => ({
    path: `/customer-portal/account-overview/:locationId${path}`,
    element: (
      <LazyPage page={locationCheck}>
        <LazyPage page={page} />
      </LazyPage>
    ),
  });
  const ownerPageInLocation = (path: string, page: LoadablePage): AppRoute => ({
    path: `/customer-portal/account-overview/:locationId${path}`,
    element: (
      <LazyPage page={locationCheck}>
        <LazyPage page={ownerOnly}>
          <LazyPage page={page} />
        </LazyPage>
      </LazyPage>
    ),
  });
  const sharedAccessGuard = lazyPage(() =>
    import('../routes/SharedAccessGuard').then((module) => ({ default: module.SharedAccessGuard })),
  );
  return [
    { path: '/customer-portal', element: <PortalIndexRedirect /> },
    { path: '/customer-portal/account-overview', element: <LazyPage page={lazyPage(accountOverviewPage)} /> },
    {
      path: '/customer-portal/notifications',
      element: <LazyPage page={lazyPage(() => import('../pages/portal/NotificationPreferencesPage'))} />,
    },
    inLocation('', lazyPage(accountOverviewPage)),
    // The checkout's card form: the page waits for the checkout's messages.
    ownerPageInLocation(
      '/payment/update',
      lazyPage(withLaterMessages(() => import('../pages/portal/PaymentUpdatePage'))),
    ),
    ownerPageInLocation(
      '/payment/update/verify',
      lazyPage(() => import('../pages/portal/PaymentUpdateVerifyPage')),
    ),
    // Pays an open invoice, and is where the provider sends the customer back.
    ownerPageInLocation(
      '/invoice/:invoiceId/payment',
      lazyPage(() => import('../pages/portal/InvoicePaymentPage')),
    ),
    {
      path: '/customer-portal/account-overview/:locationId/shared-access',
      element: (
        <LazyPage page={locationCheck}>
          <LazyPage page={ownerOnly}>
            <LazyPage page={sharedAccessGuard}>
              <LazyPage page={lazyPage(() => import('../pages/portal/SharedAccessPage'))} />
            </LazyPage>
          </LazyPage>
        </LazyPage>
      ),
    },
  ];
}
