import { setupQueries } from '@stowly/api-client';
import { type SnippetTag, snippetScripts } from '@stowly/booking';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config';
import { useAppServices } from './useAppServices';

/** Adds one script of a tracking snippet to the page head; returns its removal. */
function appendScript(tag: Exclude<SnippetTag, { kind: 'noscript-iframe' }>): () => void {
  const script = document.createElement('script');
  if (tag.kind === 'script') {
    script.async = true;
    script.src = tag.src;
  } else {
    script.text = tag.code;
  }
  document.head.append(script);
  return () => script.remove();
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
 * Loads the location's analytics and tag manager scripts (`GET /snippet`, once per location),
 * except in development builds and unless `config.trackingScripts` is on. The noscript frame of the
 * tag manager is for browsers without JavaScript, so it has no use here.
 */
function useTrackingSnippets(locationId: number | null): void {
  const { client } = useAppServices();
  const enabled = locationId !== null && config.trackingScripts && !import.meta.env.DEV;
  const snippets = useQuery({ ...setupQueries.snippet(client, locationId ?? 0), enabled });
  useEffect(() => {
    if (!enabled) return;
    const tags = snippetScripts(snippets.data, { development: import.meta.env.DEV });
    const removals = tags.flatMap((tag) => (tag.kind === 'noscript-iframe' ? [] : [appendScript(tag)]));
    return () => {
      for (const remove of removals) remove();
    };
  }, [enabled, snippets.data]);
}

/**
 * Tracking of the routed pages: a `virtualPageview` with the page's URL and title on every route
 * change, and the location's tracking scripts. Render it after the routed page, so the page has
 * set its title when the page view is pushed.
 */
export function RouteTracking(props: { locationId: number | null }): ReactNode {
  const { tracker } = useAppServices();
  const { pathname, search } = useLocation();
  useTrackingSnippets(props.locationId);
  useEffect(() => {
    tracker.pageview({
      pageUrl: trackedUrl(window.location.origin, pathname, search),
      pageTitle: document.title,
    });
  }, [tracker, pathname, search]);
  return null;
}
