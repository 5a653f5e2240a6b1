import { useDeferredValue } from 'react';
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location';

/**
 * The browser's location for wouter's router (`<Router hook={useTransitionLocation}>`), whose
 * changes render in the background, as a transition (React's deferred value): a page that is not
 * ready yet (its chunk still loading) leaves the page before on screen until it is, as React
 * Router's history router did with `startTransition`. `navigate` moves the browser at once.
 */
export function useTransitionLocation(): [string, typeof navigate] {
  return [useDeferredValue(usePathname()), navigate];
}

/** The query string (`?lang=sv`) of {@link useTransitionLocation}, changing with the path. */
useTransitionLocation.searchHook = (): string => useDeferredValue(useSearch());
