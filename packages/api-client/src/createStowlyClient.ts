import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError } from './ApiError';
import type { paths } from './generated/booking-api';
import { rememberClientLanguage } from './internal/clientLanguage';
import { createAuthenticatedFetch } from './internal/createAuthenticatedFetch';
import type { StowlyClientOptions } from './types';

/** The typed booking API client: openapi-fetch over the generated `paths` of the contract. */
export type StowlyClient = Client<paths>;

const UNREPORTED_STATUSES = new Set([401, 422]);

/**
 * Creates the typed client of the Stowly booking API. Every call sends `Content-Language` (the
 * query factories' keys name that language too, so a change of language fetches anew) and,
 * when signed in, `Authorization: Bearer`; 401 answers refresh the tokens once and retry; failed
 * calls other than 401 and 422 reach `onError` as an {@link ApiError}. With `readTimeoutMs`, a GET
 * that gets no answer in that time fails with the code `timeout`.
 *
 * @example
 * const client = createStowlyClient({ baseUrl: '/v1', getLocale: () => 'en' });
 * const { data, error } = await client.GET('/unit-type/{id}', { params: { path: { id: 12 } } });
 */
export function createStowlyClient(options: StowlyClientOptions): StowlyClient {
  const fetchOnce = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // Browsers without `AbortSignal.any` (Safari before 17.4) keep waiting as before.
  const timeoutMs = typeof AbortSignal.any === 'function' ? options.readTimeoutMs : undefined;
  // A read that gets no answer gives up (a hanging API must not keep a page loading forever);
  // each attempt has its own time, so a retry after a token refresh starts afresh.
  const baseFetch = timeoutMs
    ? (request: Request) =>
        request.method === 'GET'
          ? fetchOnce(
              new Request(request, {
                signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
              }),
            )
          : fetchOnce(request)
    : fetchOnce;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.auth ? createAuthenticatedFetch(baseFetch, options.auth) : baseFetch,
    querySerializer: { array: { style: 'form', explode: false } },
  });

  const headers: Middleware = {
    onRequest({ request }) {
      if (!request.headers.has('Content-Language')) {
        request.headers.set('Content-Language', options.getLocale());
      }
      const accessToken = options.auth?.getAccessToken();
      if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
      return request;
    },
  };

  const errors: Middleware = {
    async onResponse({ response }) {
      if (!response.ok && !UNREPORTED_STATUSES.has(response.status) && options.onError) {
        options.onError(await ApiError.fromResponse(response.clone()));
      }
      return undefined;
    },
    onError({ error }) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      // An ApiError is already the answer: the identity server's, when a token refresh during the
      // call got none (a timeout, an unreachable or failing identity server).
      const failure =
        error instanceof ApiError
          ? error
          : new ApiError({
              status: 0,
              code: timedOut ? 'timeout' : 'network-error',
              message: error instanceof Error ? error.message : 'The request could not be sent',
            });
      options.onError?.(failure);
      return failure;
    },
  };

  client.use(headers, errors);
  rememberClientLanguage(client, options.getLocale);
  return client;
}

interface FetchResult<TData> {
  data?: TData;
  error?: unknown;
  response: Response;
}

/**
 * Returns the body of a successful call, or throws the call's {@link ApiError}.
 *
 * @example
 * const unitType = await unwrap(client.GET('/unit-type/{id}', { params: { path: { id } } }));
 */
export async function unwrap<TData>(call: Promise<FetchResult<TData>>): Promise<TData> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.fromBody(response.status, error, response.statusText);
  return data as TData;
}
