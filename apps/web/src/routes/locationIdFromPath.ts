/** Digits only: the form of every id in a path (spec sections 2 and 5). */
export const DIGITS = /^\d+$/;

/**
 * Whether a path segment or query value is an id: digits only (spec sections 2 and 5) and small
 * enough for a JavaScript number to hold exactly. A longer run of digits (`12345678901234567890`)
 * would be sent to the API as another number (`12345678901234567000`), so it is no id.
 */
export function isRouteId(value: string | null | undefined): value is string {
  return typeof value === 'string' && DIGITS.test(value) && Number.isSafeInteger(Number(value));
}

/** The not-found alias `/404`: a static route, so it is never a location. */
const NOT_FOUND_SEGMENT = '404';

/**
 * The location id of a location-scoped path (`/1`, `/1/unit-type/101/options`), or null when the
 * first segment is no id (`/customer-portal/...`, `/abc`, 20 digits: see {@link isRouteId}) or is
 * the not-found alias `/404`.
 */
export function locationIdFromPath(pathname: string): number | null {
  const [, first] = pathname.split('/');
  return first && first !== NOT_FOUND_SEGMENT && isRouteId(first) ? Number(first) : null;
}
