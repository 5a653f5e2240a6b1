/**
 * Cache timing of spec section 9, in one place. Query factories apply them; the reference app
 * builds its QueryClient from {@link defaultQueryClientOptions}.
 */

/** Live server data (availability, prices, portal data) is fresh for 5 s. */
export const LIVE_STALE_TIME_MS = 5_000;
/** Live server data refetches every 60 s while shown, and on window focus. */
export const LIVE_REFETCH_INTERVAL_MS = 60_000;
/** The default client treats data as fresh for 15 s. */
export const DEFAULT_STALE_TIME_MS = 15_000;
/** Unused cache entries are collected after 5 minutes. */
export const GC_TIME_MS = 5 * 60_000;
/** First retry delay; each further retry doubles it. */
export const RETRY_DELAY_BASE_MS = 1_000;
/** Retry delays never exceed 30 s. */
export const RETRY_DELAY_MAX_MS = 30_000;
/** Location config (`GET /location/config`) refetches every 60 s. */
export const LOCATION_CONFIG_REFETCH_INTERVAL_MS = 60_000;
/** The payment-method token (setup intent) result is cached for 5 s. */
export const PAYMENT_METHOD_TOKEN_CACHE_MS = 5_000;
/** Tracking snippets: fetched once per location, retried 3 times. */
export const SNIPPET_RETRY_COUNT = 3;
/** Tracking snippets: 1 s between retries. */
export const SNIPPET_RETRY_DELAY_MS = 1_000;

/** Exponential retry delay: 1 s, 2 s, 4 s … capped at 30 s. `attempt` counts from 0. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_DELAY_BASE_MS * 2 ** Math.max(0, attempt), RETRY_DELAY_MAX_MS);
}

/**
 * Defaults for the QueryClient of a Stowly frontend: data fresh for 15 s, no retry, no refetch on
 * focus, garbage collection after 5 minutes.
 *
 * @example
 * const queryClient = new QueryClient({ defaultOptions: defaultQueryClientOptions });
 */
export const defaultQueryClientOptions = {
  queries: {
    staleTime: DEFAULT_STALE_TIME_MS,
    gcTime: GC_TIME_MS,
    retry: false,
    retryDelay,
    refetchOnWindowFocus: false,
  },
} as const;

/** Options the factories apply to live server data: fresh 5 s, refetch every 60 s and on focus. */
export const liveQueryOptions = {
  staleTime: LIVE_STALE_TIME_MS,
  refetchInterval: LIVE_REFETCH_INTERVAL_MS,
  refetchOnWindowFocus: true,
  retryDelay,
} as const;
