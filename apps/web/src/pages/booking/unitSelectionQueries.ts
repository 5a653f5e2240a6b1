import { type StowlyClient, unitTypeQueries } from '@stowly/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { locationIdFromPath } from '../../routes/locationIdFromPath';
import { parseRouteId } from './parseRouteId';

/** How many unit type pictures start loading with the list's data: those of the first screen. */
const PRELOADED_IMAGES = 2;

/** All unit types of a location on one page (the API's largest page). */
export const UNIT_TYPES_PAGE = { page: 1, pageSize: 100 } as const;

/** A path of one segment, such as `/1` or `/1/` (the unit type selection when it is a location id). */
const ONE_SEGMENT = /^\/[^/]+\/?$/;

/** The unit type list query of the unit selection page at `url`, or null when it is no such page. */
function unitSelectionList(client: StowlyClient, url: { pathname: string; search: string }) {
  const locationId = ONE_SEGMENT.test(url.pathname) ? locationIdFromPath(url.pathname) : null;
  if (locationId === null) return null;
  const categoryId = parseRouteId(new URLSearchParams(url.search).get('unitTypeCategoryId'));
  return {
    locationId,
    list: unitTypeQueries.list(client, {
      ...UNIT_TYPES_PAGE,
      locationIds: [locationId],
      categoryIds: categoryId === null ? undefined : [categoryId],
    }),
  };
}

/** The pictures of the first unit type cards of the unit selection page at `url`, once its list is in. */
function firstUnitTypeImages(
  queryClient: QueryClient,
  client: StowlyClient,
  url: { pathname: string; search: string },
): string[] {
  const selection = unitSelectionList(client, url);
  if (!selection) return [];
  const unitTypes = queryClient.getQueryData(selection.list.queryKey)?.data ?? [];
  return unitTypes
    .slice(0, PRELOADED_IMAGES)
    .map((unitType) => unitType.imageUrl)
    .filter((imageUrl): imageUrl is string => Boolean(imageUrl));
}

/**
 * Starts loading the unit types and categories the unit selection page will ask for, when the app
 * starts on that page: they load together with the tenant setup instead of after the page's code
 * (one round trip before the unit list). The category filter comes from the URL, as on the page.
 * In a browser the first cards' pictures start loading as soon as their addresses are known. The
 * promise settles once both have loaded or failed (the server render waits for it).
 */
export async function prefetchUnitSelection(
  queryClient: QueryClient,
  client: StowlyClient,
  url: { pathname: string; search: string },
): Promise<void> {
  const selection = unitSelectionList(client, url);
  if (!selection) return;
  await Promise.all([
    queryClient.prefetchQuery(unitTypeQueries.categories(client, [selection.locationId])),
    queryClient.prefetchQuery(selection.list).then(() => {
      if (typeof document === 'undefined') return;
      // The first cards' pictures are usually the page's largest paint: fetch them while the app
      // still renders, not once the cards are on screen.
      for (const imageUrl of firstUnitTypeImages(queryClient, client, url)) preloadImage(imageUrl);
    }),
  ]);
}

/** Adds `<link rel="preload" as="image" fetchpriority="high">` for `url` (once). */
function preloadImage(url: string): void {
  const preloads = document.head.querySelectorAll('link[rel="preload"]');
  if ([...preloads].some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = url;
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
