import { type StowlyClient, unitTypeQueries } from '@stowly/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { parseRouteId } from './parseRouteId';

/** Plans and products on one page (the API's largest); the selectors show them a few at a time. */
export const OPTIONS_LISTS_PAGE = { page: 1, pageSize: 100 } as const;

/**
 * `/{locationId}/unit-type/{unitTypeId}/options` and the unit type's pre-select route
 * `/{locationId}/unit-type/{unitTypeId}`, which leads there, with or without a trailing slash.
 */
const OPTIONS_PATH = /^\/[^/]+\/unit-type\/([^/]+)(?:\/options)?\/?$/;

/**
 * Starts loading the unit type and its booking plans the options page will ask for, when the app
 * starts on that page or its unit type's pre-select route (a reload, a link, a return from elsewhere): they load together with the
 * tenant setup and the draft's check instead of after them (two round trips fewer before the
 * options show). The queries are the page's own (`useUnitType`, `useBillingPeriods(OPTIONS_LISTS_PAGE)`,
 * `useOptionalProducts(OPTIONS_LISTS_PAGE)`).
 */
export async function prefetchOptions(
  queryClient: QueryClient,
  client: StowlyClient,
  url: { pathname: string },
): Promise<void> {
  const unitTypeId = parseRouteId(OPTIONS_PATH.exec(url.pathname)?.[1] ?? null);
  if (unitTypeId === null) return;
  await Promise.all([
    queryClient.prefetchQuery(unitTypeQueries.detail(client, unitTypeId)),
    queryClient.prefetchQuery(unitTypeQueries.billingPeriods(client, unitTypeId, OPTIONS_LISTS_PAGE)),
    queryClient.prefetchQuery(unitTypeQueries.optionalProducts(client, unitTypeId, OPTIONS_LISTS_PAGE)),
  ]);
}
