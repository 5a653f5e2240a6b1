import type { BookingStep } from '@stowly/booking';
import { portalRoutes } from '../portal/portalRoutes';
import type { AppRoute } from './AppRoutes';
import { RequireSignedIn, RequireSignedOut } from './AuthGuards';
import { LocationRoute } from './LocationRoute';
import {
  LazyPage,
  type LoadablePage,
  lazyPage,
  type PageLoad,
  pageGroup,
  withLaterMessages,
} from './lazyPage';
import { ForbiddenRoute, NotFoundRoute, ServerErrorRoute } from './StatusRoutes';

/**
 * Makes the loads of checkout pages, from the checkout's single lazy chunk
 * (`pages/checkout/checkoutPages`): each page shows once the checkout's messages are there (the
 * checkout's placeholder until then, also in the server's page), and renders at once when another
 * page of the chunk has loaded (`pageGroup`).
 */
function checkoutPages(): (
  name: Exclude<keyof typeof import('../pages/checkout/checkoutPages'), 'CheckoutSkeleton'>,
) => PageLoad {
  const inCheckoutChunk = pageGroup();
  return (name) =>
    inCheckoutChunk(
      withLaterMessages(() =>
        import('../pages/checkout/checkoutPages').then((pages) => ({
          default: pages[name],
          loading: pages.CheckoutSkeleton,
        })),
      ),
    );
}

/** A route showing a lazily loaded page (its own chunk). */
function pageRoute(path: string, load: PageLoad): AppRoute {
  return { path, element: <LazyPage page={lazyPage(load)} /> };
}

/** A login-only route: a signed-in customer goes to the account overview. */
function signedOutRoute(path: string, load: PageLoad): AppRoute {
  return {
    path,
    element: (
      <RequireSignedOut>
        <LazyPage page={lazyPage(load)} />
      </RequireSignedOut>
    ),
  };
}

/**
 * A route of a location (`path` after `/:locationId`), whose page shows inside `LocationRoute`,
 * with the flow step it shows (for the furthest-step rule) when it is a booking flow route, and
 * whether readers without JavaScript get its page (`readableWithoutScript`).
 */
function locationRoute(
  path: string,
  load: PageLoad,
  bookingStep?: BookingStep,
  options: { readableWithoutScript?: boolean } = {},
): AppRoute {
  return {
    path: `/:locationId${path}`,
    element: (
      <LocationRoute bookingStep={bookingStep} {...options}>
        <LazyPage page={lazyPage(load)} />
      </LocationRoute>
    ),
  };
}

/**
 * A checkout step route (`/:locationId/checkout/step/<step>`): the step guard shows the page only
 * when the server's checkout state is at that step. Without a page it is the checkout root.
 */
function checkoutStepRoute(stepGuard: LoadablePage, path: string, load?: PageLoad): AppRoute {
  return {
    path: `/:locationId${path}`,
    element: (
      <LocationRoute>
        <LazyPage page={stepGuard}>{load ? <LazyPage page={lazyPage(load)} /> : null}</LazyPage>
      </LocationRoute>
    ),
  };
}

/**
 * The app's routes (spec section 2: authentication, booking flow, checkout and customer portal),
 * for `AppRoutes`, in the order they are tried: fixed paths before the `/:locationId` ones, the
 * not-found page last. Every page is its own lazily loaded chunk (see `lazyPage`); ids in paths
 * are checked by `LocationRoute`. Create the table once: each call makes new lazy pages.
 */
export function createAppRoutes(): AppRoute[] {
  // The portal's hooks and routes load with the portal (not on the booking pages), its messages
  // (the later part of the catalogs) with them.
  const portalArea = lazyPage(withLaterMessages(() => import('../portal/PortalArea')));
  const checkoutPage = checkoutPages();
  // The step routes show only the step the server's checkout state is at.
  const checkoutStepGuard = lazyPage(checkoutPage('CheckoutStepGuard'));
  const stepRoute = (step: string, load: PageLoad) =>
    checkoutStepRoute(checkoutStepGuard, `/checkout/step/${step}`, load);

  return [
    { path: '/', element: <NotFoundRoute /> },
    { path: '/404', element: <NotFoundRoute /> },
    { path: '/server-error', element: <ServerErrorRoute /> },
    { path: '/forbidden', element: <ForbiddenRoute /> },
    signedOutRoute('/login', () => import('../pages/auth/LoginPage')),
    signedOutRoute('/auth/login', () => import('../pages/auth/AuthLoginPage')),
    // No guard: a callback is always checked, so a replayed or forged one in a signed-in browser
    // also ends in "Invalid state code" and signs out (spec section 7).
    pageRoute('/auth', () => import('../pages/auth/AuthCallbackPage')),
    // No guard: it is also where the identity server sends the browser after signing out.
    pageRoute('/logout', () => import('../pages/auth/LogoutPage')),
    pageRoute('/customer-portal/redirect/id-check', checkoutPage('IdCheckRedirectPage')),
    ...portalRoutes().map((route) => ({
      path: route.path,
      element: (
        <RequireSignedIn>
          <LazyPage page={portalArea}>{route.element}</LazyPage>
        </RequireSignedIn>
      ),
    })),
    locationRoute('', () => import('../pages/booking/UnitSelectionPage'), 'unit-selection'),
    locationRoute('/unit-type/:unitTypeId', () => import('../pages/booking/UnitTypePage'), 'unit-selection'),
    // Without JavaScript the options page shows what the unit type offers, read-only.
    locationRoute('/unit-type/:unitTypeId/options', () => import('../pages/booking/OptionsPage'), 'options', {
      readableWithoutScript: true,
    }),
    locationRoute(
      '/unit-type/:unitTypeId/options/basket',
      () => import('../pages/booking/BasketPage'),
      'basket',
    ),
    locationRoute(
      '/unit-type/:unitTypeId/options/not-available/:moveInDate',
      () => import('../pages/booking/NotAvailablePage'),
      'options',
    ),
    locationRoute(
      '/unit-type/:unitTypeId/customer',
      () => import('../pages/booking/CustomerPage'),
      'customer',
    ),
    locationRoute('/continue', () => import('../pages/booking/ContinuePage')),
    locationRoute('/already-booked', () => import('../pages/booking/AlreadyBookedPage')),
    checkoutStepRoute(checkoutStepGuard, '/checkout'),
    stepRoute('payment', checkoutPage('PaymentPage')),
    stepRoute('payment-verify', checkoutPage('PaymentVerifyPage')),
    ...['e-signature', 'e-signature-cancelled', 'e-signature-expired'].map((step) =>
      stepRoute(step, checkoutPage('ESignatureStepPage')),
    ),
    ...['id-check', 'id-check-cancelled', 'id-check-expired', 'id-check-failed'].map((step) =>
      stepRoute(step, checkoutPage('IdCheckStepPage')),
    ),
    stepRoute('id-check-in-progress', checkoutPage('IdCheckInProgressStepPage')),
    stepRoute('create-booking', checkoutPage('CreateBookingPage')),
    locationRoute('/checkout/success', checkoutPage('SuccessPage')),
    locationRoute('/checkout/session-ended', checkoutPage('SessionEndedStepPage')),
    locationRoute('/checkout/esignature/:basketId', checkoutPage('ESignatureReturnPage')),
    locationRoute('/checkout/id-check/:basketId', checkoutPage('IdCheckReturnPage')),
    locationRoute('/checkout/:basketId', checkoutPage('ContinueCheckoutPage')),
    locationRoute('/esignature-signed', checkoutPage('ESignatureSignedPage')),
    { element: <NotFoundRoute /> },
  ];
}
