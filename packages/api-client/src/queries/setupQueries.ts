import {
  LOCATION_CONFIG_REFETCH_INTERVAL_MS,
  retryDelay,
  SNIPPET_RETRY_COUNT,
  SNIPPET_RETRY_DELAY_MS,
} from '../cacheConstants';
import { type StowlyClient, unwrap } from '../createStowlyClient';
import { clientLanguage, keepWhileLanguageChanges } from '../internal/clientLanguage';
import { defineQuery } from './defineQuery';

/**
 * Query options for setup and content: tenant setup, translations, location config, tracking
 * snippets and countries. Keys start with the resource name.
 */
export const setupQueries = {
  /** `GET /setup`: appearance, tenant, links, feature flags and translations. Never stale. */
  setup: (client: StowlyClient, params: { locationIds?: number[]; locale: string }) =>
    defineQuery({
      queryKey: ['setup', { locationIds: params.locationIds ?? [], locale: params.locale }],
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/setup', {
              params: {
                query: params.locationIds?.length ? { locationIds: params.locationIds } : {},
                header: { 'Content-Language': params.locale },
              },
              signal,
            }),
          )
        ).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),

  /** `GET /translation`: the server's message map for one language. Never stale. */
  translation: (client: StowlyClient, locale: string) =>
    defineQuery({
      queryKey: ['translation', locale],
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/translation', { params: { header: { 'Content-Language': locale } }, signal }),
          )
        ).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),

  /**
   * `GET /location/config`: the locations' settings, refetched every 60 s. Its consents are worded
   * in the language, which ends the key (`{ language }`).
   */
  locationConfig: (client: StowlyClient, locationIds: number[]) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['location', 'config', { locationIds }, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/location/config', { params: { query: { locationIds } }, headers, signal }),
          )
        ).data,
      refetchInterval: LOCATION_CONFIG_REFETCH_INTERVAL_MS,
      retryDelay,
    });
  },

  /**
   * `GET /snippet` for one location: its analytics and tag manager entries. Fetched once and never
   * refreshed; 3 retries, 1 s apart.
   */
  snippet: (client: StowlyClient, locationId: number) =>
    defineQuery({
      queryKey: ['snippet', locationId],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/snippet', { params: { query: { locationIds: [locationId] } }, signal })))
          .data,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: SNIPPET_RETRY_COUNT,
      retryDelay: SNIPPET_RETRY_DELAY_MS,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),

  /** `GET /country`: countries for the customer form, with names in `locale`. */
  countries: (client: StowlyClient, locale: string) =>
    defineQuery({
      queryKey: ['country', locale],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/country', { params: { header: { 'Content-Language': locale } }, signal })))
          .data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
