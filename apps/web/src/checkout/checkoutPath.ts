import type { CheckoutReason, CheckoutStep } from '@stowly/booking/checkout';

/** The route of each checkout step below `/{locationId}/` (spec section 2). */
const STEP_ROUTES: Record<CheckoutStep, string> = {
  payment: 'checkout/step/payment',
  'payment-verify': 'checkout/step/payment-verify',
  'e-signature': 'checkout/step/e-signature',
  'e-signature-cancelled': 'checkout/step/e-signature-cancelled',
  'e-signature-expired': 'checkout/step/e-signature-expired',
  'id-check': 'checkout/step/id-check',
  'id-check-cancelled': 'checkout/step/id-check-cancelled',
  'id-check-expired': 'checkout/step/id-check-expired',
  'id-check-failed': 'checkout/step/id-check-failed',
  'id-check-in-progress': 'checkout/step/id-check-in-progress',
  'create-booking': 'checkout/step/create-booking',
  // A basket found at success (not the one just booked) is a completed booking: already booked.
  success: 'already-booked',
  'session-ended': 'checkout/session-ended',
};

function withReason(path: string, reason: CheckoutReason | null | undefined): string {
  return reason ? `${path}?reason=${reason}` : path;
}

/**
 * The app path of a checkout step, with the `reason` query when the page is to explain why the
 * customer is there.
 *
 * @example
 * checkoutStepPath(1, 'payment', 'payment-declined'); // '/1/checkout/step/payment?reason=payment-declined'
 */
export function checkoutStepPath(
  locationId: number,
  step: CheckoutStep,
  reason?: CheckoutReason | null,
): string {
  return withReason(`/${locationId}/${STEP_ROUTES[step]}`, reason);
}

/** `/{locationId}/checkout`: resumes the tab's basket at the step the server is at. */
export function checkoutRootPath(locationId: number, reason?: CheckoutReason | null): string {
  return withReason(`/${locationId}/checkout`, reason);
}

/** `/{locationId}/checkout/{basketId}`: continues a given basket at the step the server is at. */
export function continueCheckoutPath(
  locationId: number,
  basketId: number,
  reason?: CheckoutReason | null,
): string {
  return withReason(`/${locationId}/checkout/${basketId}`, reason);
}

/** Absolute URL of an app path on this origin, with the current `lang`, for a provider's return. */
function absolute(origin: string, path: string, lang: string | null): string {
  const url = new URL(path, origin);
  if (lang) url.searchParams.set('lang', lang);
  return url.toString();
}

/**
 * Where the providers send the customer back (spec section 2): the payment-verify route, and the
 * e-signature and identity-check return routes of the basket. Absolute, on this origin.
 */
export function checkoutReturnUrls(
  origin: string,
  locationId: number,
  basketId: number,
  lang: string | null,
): { payment: string; eSignature: string; idCheck: string } {
  return {
    payment: absolute(origin, `/${locationId}/checkout/step/payment-verify`, lang),
    eSignature: absolute(origin, `/${locationId}/checkout/esignature/${basketId}`, lang),
    idCheck: absolute(origin, `/${locationId}/checkout/id-check/${basketId}`, lang),
  };
}

/** The checkout step a step route shows, from its last path segment; null for other routes. */
export function checkoutStepOfRoute(pathname: string): CheckoutStep | null {
  for (const [step, route] of Object.entries(STEP_ROUTES) as [CheckoutStep, string][]) {
    if (route.startsWith('checkout/step/') && pathname.endsWith(`/${route}`)) return step;
  }
  return null;
}

/** The basket id of a route parameter: a positive safe integer, or null. */
export function basketIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
