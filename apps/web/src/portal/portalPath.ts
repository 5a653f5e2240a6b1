/** The root of the customer portal (spec section 2); a path containing it is the portal area. */
const PORTAL_ROOT = '/customer-portal';

/**
 * `/customer-portal/account-overview`, or the overview of one location.
 *
 * @example
 * accountOverviewPath(11); // '/customer-portal/account-overview/11'
 */
export function accountOverviewPath(locationId?: number): string {
  const overview = `${PORTAL_ROOT}/account-overview`;
  return locationId === undefined ? overview : `${overview}/${locationId}`;
}

/** `/customer-portal/account-overview/{locationId}/payment/update`: update the payment method. */
export function paymentUpdatePath(locationId: number): string {
  return `${accountOverviewPath(locationId)}/payment/update`;
}

/** `/customer-portal/account-overview/{locationId}/payment/update/verify`: the provider's return. */
export function paymentUpdateVerifyPath(locationId: number): string {
  return `${paymentUpdatePath(locationId)}/verify`;
}

/** `/customer-portal/account-overview/{locationId}/shared-access`: the managers of a location. */
export function sharedAccessPath(locationId: number): string {
  return `${accountOverviewPath(locationId)}/shared-access`;
}

/**
 * The absolute URL the payment provider sends the customer back to after saving a card: the
 * verify route on this origin, with the current `lang`.
 *
 * @example
 * paymentUpdateReturnUrl('https://book.example', 11, 'sv');
 * // 'https://book.example/customer-portal/account-overview/11/payment/update/verify?lang=sv'
 */
export function paymentUpdateReturnUrl(origin: string, locationId: number, lang: string | null): string {
  const url = new URL(paymentUpdateVerifyPath(locationId), origin);
  if (lang) url.searchParams.set('lang', lang);
  return url.toString();
}
