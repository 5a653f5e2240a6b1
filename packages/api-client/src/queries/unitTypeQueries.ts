import { liveQueryOptions } from '../cacheConstants';
import { type StowlyClient, unwrap } from '../createStowlyClient';
import { clientLanguage, keepWhileLanguageChanges } from '../internal/clientLanguage';
import { defineQuery } from './defineQuery';
import type { GetQuery, PostBody } from './pathTypes';

/**
 * Query options for unit types and everything priced per unit type. Keys start with `unit-type`;
 * `['unit-type', id]` prefixes everything about one unit type. Lists answer the paged envelope
 * (`data`, `page`, `pageSize`, `lastPage`, `total`); single resources answer their `data`. Answers
 * with names and descriptions end their key with the client's language (`{ language }`): after a
 * change of language they are fetched in the new one.
 */
export const unitTypeQueries = {
  /** `GET /unit-type/category` for the given locations. */
  categories: (client: StowlyClient, locationIds: number[]) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['unit-type', 'category', { locationIds }, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/unit-type/category', { params: { query: { locationIds } }, headers, signal }),
          )
        ).data,
    });
  },

  /** `GET /unit-type`: unit types of the locations, with availability; live data. */
  list: (client: StowlyClient, filters: GetQuery<'/unit-type'>) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['unit-type', 'list', filters, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: ({ signal }) =>
        unwrap(client.GET('/unit-type', { params: { query: filters }, headers, signal })),
      ...liveQueryOptions,
    });
  },

  /** `GET /unit-type/{id}`. */
  detail: (client: StowlyClient, id: number) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['unit-type', id, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/unit-type/{id}', { params: { path: { id } }, headers, signal }))).data,
    });
  },

  /**
   * `GET /unit-type/{id}/available-unit`: the availability check for a unit type, category and
   * move-in date (`available`); live data. A yes or no: the same in every language.
   */
  availability: (client: StowlyClient, id: number, query: GetQuery<'/unit-type/{id}/available-unit'>) =>
    defineQuery({
      queryKey: ['unit-type', id, 'available-unit', query],
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.GET('/unit-type/{id}/available-unit', { params: { path: { id }, query }, signal }),
          )
        ).data,
      ...liveQueryOptions,
    }),

  /** `GET /unit-type/{id}/billing-period`: the billing plans of a unit type. */
  billingPeriods: (
    client: StowlyClient,
    id: number,
    query: GetQuery<'/unit-type/{id}/billing-period'> = {},
  ) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['unit-type', id, 'billing-period', query, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: ({ signal }) =>
        unwrap(
          client.GET('/unit-type/{id}/billing-period', { params: { path: { id }, query }, headers, signal }),
        ),
    });
  },

  /** `GET /unit-type/{id}/insurance` for one billing period. */
  insurances: (client: StowlyClient, id: number, query: GetQuery<'/unit-type/{id}/insurance'>) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['unit-type', id, 'insurance', query, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: ({ signal }) =>
        unwrap(client.GET('/unit-type/{id}/insurance', { params: { path: { id }, query }, headers, signal })),
    });
  },

  /** `GET /unit-type/{id}/optional-product`: one-time and recurring extras; non-empty data means products exist. */
  optionalProducts: (
    client: StowlyClient,
    id: number,
    query: GetQuery<'/unit-type/{id}/optional-product'> = {},
  ) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['unit-type', id, 'optional-product', query, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: ({ signal }) =>
        unwrap(
          client.GET('/unit-type/{id}/optional-product', {
            params: { path: { id }, query },
            headers,
            signal,
          }),
        ),
    });
  },

  /**
   * `POST /unit-type/{id}/price`: the price calculation, read from `data.data`. A pure calculation,
   * so it is cached like a query; live data. Its lines are named in the language.
   */
  price: (client: StowlyClient, id: number, body: PostBody<'/unit-type/{id}/price'>) => {
    const { language, headers } = clientLanguage(client);
    const queryKey = ['unit-type', id, 'price', body, { language }] as const;
    return defineQuery({
      queryKey,
      placeholderData: keepWhileLanguageChanges(queryKey),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            client.POST('/unit-type/{id}/price', { params: { path: { id } }, body, headers, signal }),
          )
        ).data.data,
      ...liveQueryOptions,
    });
  },
};
