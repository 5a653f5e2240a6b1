import { type StowlyClient, unitTypeQueries } from '@stowly/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { locationIdFromPath } from '../../routes/locationIdFromPath';
import { parseRouteId } from './parseRouteId';

/** All unit types of a location on one page (the API's largest page). */
export const UNIT_TYPES_PAGE = { page: 1, pageSize: 100 } as const;

/** A path of one segment, such as `/1` or `/1/` (the unit type selection when it is a location id). */
const ONE_SEGMENT = /^\/[^/]+\/?$/;

/**
 * Starts loading the unit types and categories the unit selection page will ask for, when the app
 * starts on that page: they load together with the tenant setup instead of after the page's code
 * (one round trip before the unit list). The category filter comes from the URL, as on the page.
 */
export function prefetchUnitSelection(
  queryClient: QueryClient,
  client: StowlyClient,
  url: { pathname: string; search: string },
): void {
  const locationId = ONE_SEGMENT.test(url.pathname) ? locationIdFromPath(url.pathname) : null;
  if (locationId === null) return;
  const categoryId = parseRouteId(new URLSearchParams(url.search).get('unitTypeCategoryId'));
  void queryClient.prefetchQuery(unitTypeQueries.categories(client, [locationId]));
  void queryClient.prefetchQuery(
    unitTypeQueries.list(client, {
      ...UNIT_TYPES_PAGE,
      locationIds: [locationId],
      categoryIds: categoryId === null ? undefined : [categoryId],
    }),
  );
}
