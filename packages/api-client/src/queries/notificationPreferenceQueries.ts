import { liveQueryOptions } from '../cacheConstants';
import { type StowlyClient, unwrap } from '../createStowlyClient';
import { defineQuery } from './defineQuery';

// A module of its own, apart from portalQueries: the account overview, which every portal visit
// loads, carries none of it.

/**
 * Query options for the signed-in customer's notification preferences and consent records (bearer
 * token required). Keys start with `customer-portal` (so sign-out clears them with the portal's);
 * they hold switches, not words, so they are not keyed by language. Live like the portal's data.
 */
export const notificationPreferenceQueries = {
  /**
   * `GET /customer-portal/notification-preferences`: which notifications the customer gets, per
   * channel and kind, whether SMS is available and the marketing consent.
   */
  preferences: (client: StowlyClient) =>
    defineQuery({
      queryKey: ['customer-portal', 'notification-preferences'],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/customer-portal/notification-preferences', { signal }))).data,
      ...liveQueryOptions,
    }),

  /** `GET /customer-portal/consent-record`: the consents the customer gave or withdrew, newest first. */
  consentRecords: (client: StowlyClient) =>
    defineQuery({
      queryKey: ['customer-portal', 'consent-record'],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/customer-portal/consent-record', { signal }))).data,
      ...liveQueryOptions,
    }),
};
