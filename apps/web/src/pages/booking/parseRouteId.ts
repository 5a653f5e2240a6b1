/**
 * An id from a route parameter or query value: digits only (spec section 5), otherwise null, so
 * nothing is requested with it.
 */
export function parseRouteId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
