import { liveQueryOptions, PAYMENT_METHOD_TOKEN_CACHE_MS } from '../cacheConstants';
import { type StowlyClient, unwrap } from '../createStowlyClient';
import { clientLanguage, keepWhileLanguageChanges } from '../internal/clientLanguage';
import { defineQuery } from './defineQuery';
import type { GetQuery } from './pathTypes';
import { portalKeys } from './portalKeys';

type Paging = GetQuery<'/customer-portal/booking/{locationId}'>;

/**
 * Query options for the customer portal (bearer token required). All keys start with
 * `customer-portal`; portal data is live: fresh 5 s, refetched every 60 s and on focus. Answers
 * with names and texts (locations, bookings, invoices, notifications) end their key with the
 * client's language (`{ language }`).
 */
export const portalQueries = {
  /** `GET /customer-portal/location`: the locations where the customer has bookings. */
  locations: (client: StowlyClient) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['customer-portal', 'location', { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/customer-portal/location', { headers, signal }))).data,
      ...liveQueryOptions,
    });
  },

  /** `GET /customer-portal/booking/{locationId}`: one page of the customer's bookings at a location. */
  bookings: (client: StowlyClient, locationId: number, paging: Paging = {}) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = [...portalKeys.bookings(locationId), paging, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: ({ signal }) =>
        unwrap(
          client.GET('/customer-portal/booking/{locationId}', {
            params: { path: { locationId }, query: paging },
            headers,
            signal,
          }),
        ),
      ...liveQueryOptions,
    });
  },

  /**
   * `GET /customer-portal/booking/{bookingId}/move-in`: what the customer needs on move-in day at
   * one of their own bookings (unit, address, map link, access hours, the gate code once it may be
   * given). 404 for anyone else's booking, a manager's too.
   */
  moveIn: (client: StowlyClient, bookingId: number) => {
    const { language, headers } = clientLanguage(client);
    return defineQuery({
      queryKey: ['customer-portal', 'booking', 'move-in', bookingId, { language }] as const,
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/customer-portal/booking/{bookingId}/move-in', {
              params: { path: { bookingId } },
              headers,
              signal,
            }),
          )
        ).data,
      ...liveQueryOptions,
    });
  },

  /** `GET /customer-portal/booking/{locationId}/payment-method`: the location's payment method, or null. */
  paymentMethod: (client: StowlyClient, locationId: number) =>
    defineQuery({
      queryKey: portalKeys.paymentMethod(locationId),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/customer-portal/booking/{locationId}/payment-method', {
              params: { path: { locationId } },
              signal,
            }),
          )
        ).data,
      ...liveQueryOptions,
    }),

  /** `GET /customer-portal/invoice/{locationId}`: one page of invoices; `openOnly: true` for open ones. */
  invoices: (
    client: StowlyClient,
    locationId: number,
    query: GetQuery<'/customer-portal/invoice/{locationId}'> = {},
  ) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = [...portalKeys.invoices(locationId), query, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: ({ signal }) =>
        unwrap(
          client.GET('/customer-portal/invoice/{locationId}', {
            params: { path: { locationId }, query },
            headers,
            signal,
          }),
        ),
      ...liveQueryOptions,
    });
  },

  /** `GET /customer-portal/customer/{customerId}/payment-method`: all the customer's payment methods. */
  customerPaymentMethods: (client: StowlyClient, customerId: number) =>
    defineQuery({
      queryKey: ['customer-portal', 'customer', customerId, 'payment-method'],
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/customer-portal/customer/{customerId}/payment-method', {
              params: { path: { customerId } },
              signal,
            }),
          )
        ).data,
      ...liveQueryOptions,
    }),

  /**
   * `GET /customer-portal/customer/{customerId}/setup-intent`: the payment-method token for
   * updating the card. `returnUrl` is where a redirect-based provider (the sandbox) sends the
   * customer back: the app's payment update verify route. Cached 5 s, then fetched anew (a used
   * token must not be reused).
   */
  setupIntent: (client: StowlyClient, customerId: number, returnUrl?: string) =>
    defineQuery({
      queryKey: ['customer-portal', 'customer', customerId, 'setup-intent', { returnUrl }],
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/customer-portal/customer/{customerId}/setup-intent', {
              params: { path: { customerId }, query: returnUrl === undefined ? {} : { returnUrl } },
              signal,
            }),
          )
        ).data,
      staleTime: PAYMENT_METHOD_TOKEN_CACHE_MS,
      gcTime: PAYMENT_METHOD_TOKEN_CACHE_MS,
    }),

  /** `GET /customer-portal/notification`: the customer's notifications, optionally for one location. */
  notifications: (client: StowlyClient, locationId?: number) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['customer-portal', 'notification', { locationId }, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/customer-portal/notification', {
              params: { query: locationId === undefined ? {} : { location_id: locationId } },
              headers,
              signal,
            }),
          )
        ).data,
      ...liveQueryOptions,
    });
  },

  /** `GET /customer-portal/auth/customer`: the signed-in customer. */
  customer: (client: StowlyClient) =>
    defineQuery({
      queryKey: ['customer-portal', 'auth', 'customer'],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/customer-portal/auth/customer', { signal }))).data,
      ...liveQueryOptions,
    }),

  /** `GET /customer-portal/shared-access/{locationId}`: one page of the location's managers. */
  sharedAccess: (client: StowlyClient, locationId: number, paging: Paging = {}) =>
    defineQuery({
      queryKey: [...portalKeys.sharedAccess(locationId), paging],
      queryFn: ({ signal }) =>
        unwrap(
          client.GET('/customer-portal/shared-access/{locationId}', {
            params: { path: { locationId }, query: paging },
            signal,
          }),
        ),
      ...liveQueryOptions,
    }),
};
