import { setupQueries } from '@stowly/api-client';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { config } from '../config';
import { useQueryString } from '../routes/useSearchParams';
import { reportError } from './reportError';
import { useAppServices } from './useAppServices';
import { useStoreState } from './useStoreState';

/**
 * Query parameters that never go to the data layer: the sign-in callback's code and state, and
 * anything a provider might hand back that grants access.
 */
const SECRET_PARAMS = [
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'session_state',
];

/** The page URL for a page view, without secret query parameters. */
export function trackedUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SECRET_PARAMS) params.delete(name);
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * Loads the location's analytics and tag manager scripts (`GET /snippet`, once per location) once
 * the visitor has accepted marketing cookies, except in development builds and when
 * `config.trackingScripts` is off. The consent mode default (denied) is pushed to the data layer
 * when the consent store is created, before any of these scripts. Scripts stay once loaded (a
 * withdrawn consent is pushed as a consent mode update, which they honour). The tag manager's
 * noscript frame is added as the inert text a noscript element holds when JavaScript runs, so it
 * loads no frame.
 */
function useTrackingSnippets(locationId: number | null): void {
  const { client, consentStore } = useAppServices();
  const marketing = useStoreState(consentStore, (state) => state.consent?.marketing === true);
  const enabled = locationId !== null && marketing && config.trackingScripts && !import.meta.env.DEV;
  const snippets = useQuery({ ...setupQueries.snippet(client, locationId ?? 0), enabled });
  useEffect(() => {
    if (!enabled || !snippets.data) return;
    // The code that runs them comes only for a visitor who accepted marketing cookies.
    void import('./trackingSnippets').then(
      ({ runSnippets }) => runSnippets(snippets.data, { development: import.meta.env.DEV }),
      reportError,
    );
  }, [enabled, snippets.data]);
}

/**
 * Tracking of the routed pages: a `virtualPageview` with the page's URL and title on every route
 * change, and the location's tracking scripts. Render it after the routed page, so the page has
 * set its title when the page view is pushed.
 */
export function RouteTracking(props: { locationId: number | null }): ReactNode {
  const { tracker } = useAppServices();
  const [pathname] = useLocation();
  const search = useQueryString();
  useTrackingSnippets(props.locationId);
  useEffect(() => {
    tracker.pageview({
      pageUrl: trackedUrl(window.location.origin, pathname, search),
      pageTitle: document.title,
    });
  }, [tracker, pathname, search]);
  return null;
}
