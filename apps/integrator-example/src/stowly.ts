import { createStowlyClient, defaultQueryClientOptions } from '@stowly/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The one location this site books: Stockholm Kungsholmen in the sandbox's demo data. */
export const LOCATION_ID = 1;

/** The site is in English only. */
export const LANGUAGE = 'en';

/**
 * The booking API client. The sandbox serves the API and this site on one origin, so the base URL
 * is relative to the page (the API sends no CORS headers).
 */
export const client = createStowlyClient({
  baseUrl: new URL('/v1', window.location.origin).href,
  getLocale: () => LANGUAGE,
  onError: (error) => console.error('[booking API]', error.status, error.code, error.message),
});

/** The TanStack Query cache, with the cache timing the SDK recommends. */
export const queryClient = new QueryClient({ defaultOptions: defaultQueryClientOptions });

/**
 * A single-use bot-check token for the booking submission. The sandbox simulates the bot check:
 * it mints a token at `/sandbox-providers/captcha/token`. In production this is where
 * `grecaptcha.execute(siteKey, { action: 'booking' })` goes.
 */
export async function botCheckToken(): Promise<string> {
  const response = await fetch('/sandbox-providers/captcha/token', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The bot check answered ${response.status}.`);
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('The bot check answered without a token.');
  return body.token;
}
