import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../app/RootLayout';
import { portalRoutes } from '../portal/portalRoutes';
import { RequireSignedIn, RequireSignedOut } from './AuthGuards';
import type { FlowRouteHandle } from './flowRouteHandle';
import { LocationRoute } from './LocationRoute';
import { lazyPage } from './lazyPage';
import { RouteErrors } from './RouteErrors';
import { ForbiddenRoute, NotFoundRoute, ServerErrorRoute } from './StatusRoutes';

/**
 * A route whose page is the default export of a lazily loaded module (its own chunk), with the flow
 * step it shows (for the furthest-step rule) and "Loading the page…" while the first chunk loads.
 */
function pageRoute(
  route: { path: string } | { index: true },
  load: () => Promise<{ default: ComponentType }>,
  bookingStep?: FlowRouteHandle['bookingStep'],
): RouteObject {
  const page = {
    handle: bookingStep ? ({ bookingStep } satisfies FlowRouteHandle) : undefined,
    element: lazyPage(load),
  };
  return 'index' in route ? { ...page, index: true } : { ...page, path: route.path };
}

/** A checkout page from the checkout's single lazy chunk (`pages/checkout/checkoutPages`). */
function checkoutPage(name: keyof typeof import('../pages/checkout/checkoutPages')) {
  return () => import('../pages/checkout/checkoutPages').then((pages) => ({ default: pages[name] }));
}

/**
 * The app's routes (spec section 2: authentication, booking flow, checkout and customer portal),
 * for `AppRoutes`. Every page is its own lazily loaded chunk; ids in paths are checked by
 * `LocationRoute`. Create the table once: each call makes new lazy pages.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <RouteErrors />,
          children: [
            { index: true, element: <NotFoundRoute /> },
            { path: '404', element: <NotFoundRoute /> },
            { path: 'server-error', element: <ServerErrorRoute /> },
            { path: 'forbidden', element: <ForbiddenRoute /> },
            {
              // Login-only routes: a signed-in customer goes to the account overview.
              element: <RequireSignedOut />,
              children: [
                pageRoute({ path: 'login' }, () => import('../pages/auth/LoginPage')),
                pageRoute({ path: 'auth/login' }, () => import('../pages/auth/AuthLoginPage')),
              ],
            },
            // No guard: a callback is always checked, so a replayed or forged one in a signed-in
            // browser also ends in "Invalid state code" and signs out (spec section 7).
            pageRoute({ path: 'auth' }, () => import('../pages/auth/AuthCallbackPage')),
            // No guard: it is also where the identity server sends the browser after signing out.
            pageRoute({ path: 'logout' }, () => import('../pages/auth/LogoutPage')),
            pageRoute({ path: 'customer-portal/redirect/id-check' }, checkoutPage('IdCheckRedirectPage')),
            {
              path: 'customer-portal',
              element: <RequireSignedIn />,
              children: [
                {
                  // The portal's hooks and routes load with the portal (not on the booking pages).
                  element: lazyPage(() => import('../portal/PortalArea')),
                  children: portalRoutes(),
                },
              ],
            },
            {
              path: ':locationId',
              element: <LocationRoute />,
              children: [
                pageRoute(
                  { index: true },
                  () => import('../pages/booking/UnitSelectionPage'),
                  'unit-selection',
                ),
                pageRoute(
                  { path: 'unit-type/:unitTypeId' },
                  () => import('../pages/booking/UnitTypePage'),
                  'unit-selection',
                ),
                pageRoute(
                  { path: 'unit-type/:unitTypeId/options' },
                  () => import('../pages/booking/OptionsPage'),
                  'options',
                ),
                pageRoute(
                  { path: 'unit-type/:unitTypeId/options/basket' },
                  () => import('../pages/booking/BasketPage'),
                  'basket',
                ),
                pageRoute(
                  { path: 'unit-type/:unitTypeId/options/not-available/:moveInDate' },
                  () => import('../pages/booking/NotAvailablePage'),
                  'options',
                ),
                pageRoute(
                  { path: 'unit-type/:unitTypeId/customer' },
                  () => import('../pages/booking/CustomerPage'),
                  'customer',
                ),
                pageRoute({ path: 'continue' }, () => import('../pages/booking/ContinuePage')),
                pageRoute({ path: 'already-booked' }, () => import('../pages/booking/AlreadyBookedPage')),
                {
                  // The step routes show only the step the server's checkout state is at.
                  path: 'checkout',
                  element: lazyPage(checkoutPage('CheckoutStepGuard')),
                  children: [
                    { index: true, element: null },
                    pageRoute({ path: 'step/payment' }, checkoutPage('PaymentPage')),
                    pageRoute({ path: 'step/payment-verify' }, checkoutPage('PaymentVerifyPage')),
                    ...['e-signature', 'e-signature-cancelled', 'e-signature-expired'].map((step) =>
                      pageRoute({ path: `step/${step}` }, checkoutPage('ESignatureStepPage')),
                    ),
                    ...['id-check', 'id-check-cancelled', 'id-check-expired'].map((step) =>
                      pageRoute({ path: `step/${step}` }, checkoutPage('IdCheckStepPage')),
                    ),
                    pageRoute(
                      { path: 'step/id-check-in-progress' },
                      checkoutPage('IdCheckInProgressStepPage'),
                    ),
                    pageRoute({ path: 'step/create-booking' }, checkoutPage('CreateBookingPage')),
                  ],
                },
                pageRoute({ path: 'checkout/success' }, checkoutPage('SuccessPage')),
                pageRoute({ path: 'checkout/session-ended' }, checkoutPage('SessionEndedStepPage')),
                pageRoute({ path: 'checkout/esignature/:basketId' }, checkoutPage('ESignatureReturnPage')),
                pageRoute({ path: 'checkout/id-check/:basketId' }, checkoutPage('IdCheckReturnPage')),
                pageRoute({ path: 'checkout/:basketId' }, checkoutPage('ContinueCheckoutPage')),
                pageRoute({ path: 'esignature-signed' }, checkoutPage('ESignatureSignedPage')),
              ],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}
