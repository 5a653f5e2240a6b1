import { setupQueries } from '@stowly/api-client';
import { type SnippetTag, snippetScripts } from '@stowly/booking';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { config } from '../config';
import { useQueryString } from '../routes/useSearchParams';
import { useAppServices } from './useAppServices';
import { useStoreState } from './useStoreState';

/** The snippet steps already run on this page: each runs once per page load. */
const started = new Set<string>();

/** The data layer gtag.js reads. */
function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** gtag.js's command queue: each command is pushed as an `arguments` object, as gtag.js expects. */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: gtag.js reads commands as `arguments` objects
  dataLayer().push(arguments);
}

/**
 * Runs one step of a tracking snippet, once per page: an external script is added to the head;
 * gtag's configuration and the tag manager's start are pushed to the data layer here, not as
 * inline scripts (the page's Content-Security-Policy allows no inline script).
 */
function runSnippetTag(tag: SnippetTag): void {
  const key =
    tag.kind === 'script' || tag.kind === 'noscript-iframe'
      ? `${tag.kind}:${tag.src}`
      : tag.kind === 'gtag-config'
        ? `gtag:${tag.id}`
        : 'gtm-start';
  if (started.has(key)) return;
  started.add(key);
  if (tag.kind === 'noscript-iframe') {
    // The tag manager's fallback for browsers without JavaScript, as its snippet puts it in the
    // page. With JavaScript on, a noscript element's content is inert text (the HTML parser keeps
    // it so too), so it loads nothing here.
    const noscript = document.createElement('noscript');
    noscript.textContent = `<iframe src="${tag.src}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`;
    document.body.prepend(noscript);
  } else if (tag.kind === 'gtag-config') {
    gtag('js', new Date());
    gtag('config', tag.id);
  } else if (tag.kind === 'gtm-start') {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else if (!Array.from(document.scripts).some((script) => script.src === tag.src)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = tag.src;
    document.head.append(script);
  }
}

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
    if (!enabled) return;
    const tags = snippetScripts(snippets.data, { development: import.meta.env.DEV });
    for (const tag of tags) {
      runSnippetTag(tag);
    }
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
