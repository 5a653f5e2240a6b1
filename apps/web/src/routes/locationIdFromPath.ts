/** Digits only: the form of every id in a path (spec sections 2 and 5). */
export const DIGITS = /^\d+$/;

/** The not-found alias `/404`: a static route, so it is never a location. */
const NOT_FOUND_SEGMENT = '404';

/**
 * The location id of a location-scoped path (`/1`, `/1/unit-type/101/options`), or null when the
 * first segment is not digits only (`/customer-portal/...`, `/abc`) or is the not-found alias `/404`.
 */
export function locationIdFromPath(pathname: string): number | null {
  const [, first] = pathname.split('/');
  return first && first !== NOT_FOUND_SEGMENT && DIGITS.test(first) ? Number(first) : null;
}
