import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PortalIndexRedirect } from '../pages/portal/PortalIndexRedirect';
import { lazyPage } from '../routes/lazyPage';

/** A route whose page is the default export of a lazily loaded module (its own chunk). */
function portalPage(
  route: { path: string } | { index: true },
  load: () => Promise<{ default: ComponentType }>,
): RouteObject {
  const page = { element: lazyPage(load) };
  return 'index' in route ? { ...page, index: true } : { ...page, path: route.path };
}

const accountOverviewPage = () => import('../pages/portal/AccountOverviewPage');

/**
 * The children of the signed-in `customer-portal` route (spec section 2): the index goes to the
 * account overview; `account-overview` and `account-overview/:locationId` show it;
 * `…/:locationId/payment/update` and `…/payment/update/verify` update the payment method;
 * `…/:locationId/shared-access` needs the location's shared-access flag. A `:locationId` that is
 * not digits only shows not found; one that is not the customer's goes to the account overview.
 * The pages read the portal hooks, so a `PortalProvider` must be above them.
 */
export function portalRoutes(): RouteObject[] {
  return [
    { index: true, element: <PortalIndexRedirect /> },
    portalPage({ path: 'account-overview' }, accountOverviewPage),
    {
      path: 'account-overview/:locationId',
      element: lazyPage(() =>
        import('./PortalLocationRoute').then((module) => ({ default: module.PortalLocationRoute })),
      ),
      children: [
        portalPage({ index: true }, accountOverviewPage),
        portalPage({ path: 'payment/update' }, () => import('../pages/portal/PaymentUpdatePage')),
        portalPage(
          { path: 'payment/update/verify' },
          () => import('../pages/portal/PaymentUpdateVerifyPage'),
        ),
        {
          path: 'shared-access',
          element: lazyPage(() =>
            import('../routes/SharedAccessGuard').then((module) => ({ default: module.SharedAccessGuard })),
          ),
          children: [portalPage({ index: true }, () => import('../pages/portal/SharedAccessPage'))],
        },
      ],
    },
  ];
}
