import { liveQueryOptions } from '../cacheConstants';
import { type StowlyClient, unwrap } from '../createStowlyClient';
import { defineQuery } from './defineQuery';
import type { GetQuery, PostBody } from './pathTypes';

/**
 * Query options for unit types and everything priced per unit type. Keys start with `unit-type`;
 * `['unit-type', id]` prefixes everything about one unit type. Lists answer the paged envelope
 * (`data`, `page`, `pageSize`, `lastPage`, `total`); single resources answer their `data`.
 */
export const unitTypeQueries = {
  /** `GET /unit-type/category` for the given locations. */
  categories: (client: StowlyClient, locationIds: number[]) =>
    defineQuery({
      queryKey: ['unit-type', 'category', { locationIds }],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/unit-type/category', { params: { query: { locationIds } }, signal })))
          .data,
    }),

  /** `GET /unit-type`: unit types of the locations, with availability; live data. */
  list: (client: StowlyClient, filters: GetQuery<'/unit-type'>) =>
    defineQuery({
      queryKey: ['unit-type', 'list', filters],
      queryFn: ({ signal }) => unwrap(client.GET('/unit-type', { params: { query: filters }, signal })),
      ...liveQueryOptions,
    }),

  /** `GET /unit-type/{id}`. */
  detail: (client: StowlyClient, id: number) =>
    defineQuery({
      queryKey: ['unit-type', id],
      queryFn: async ({ signal }) =>
        (await unwrap(client.GET('/unit-type/{id}', { params: { path: { id } }, signal }))).data,
    }),

  /**
   * `GET /unit-type/{id}/available-unit`: the availability check for a unit type, category and
   * move-in date (`available`); live data.
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
  ) =>
    defineQuery({
      queryKey: ['unit-type', id, 'billing-period', query],
      queryFn: ({ signal }) =>
        unwrap(client.GET('/unit-type/{id}/billing-period', { params: { path: { id }, query }, signal })),
    }),

  /** `GET /unit-type/{id}/insurance` for one billing period. */
  insurances: (client: StowlyClient, id: number, query: GetQuery<'/unit-type/{id}/insurance'>) =>
    defineQuery({
      queryKey: ['unit-type', id, 'insurance', query],
      queryFn: ({ signal }) =>
        unwrap(client.GET('/unit-type/{id}/insurance', { params: { path: { id }, query }, signal })),
    }),

  /** `GET /unit-type/{id}/optional-product`: one-time and recurring extras; non-empty data means products exist. */
  optionalProducts: (
    client: StowlyClient,
    id: number,
    query: GetQuery<'/unit-type/{id}/optional-product'> = {},
  ) =>
    defineQuery({
      queryKey: ['unit-type', id, 'optional-product', query],
      queryFn: ({ signal }) =>
        unwrap(client.GET('/unit-type/{id}/optional-product', { params: { path: { id }, query }, signal })),
    }),

  /**
   * `POST /unit-type/{id}/price`: the price calculation, read from `data.data`. A pure calculation,
   * so it is cached like a query; live data.
   */
  price: (client: StowlyClient, id: number, body: PostBody<'/unit-type/{id}/price'>) =>
    defineQuery({
      queryKey: ['unit-type', id, 'price', body],
      queryFn: async ({ signal }) =>
        (await unwrap(client.POST('/unit-type/{id}/price', { params: { path: { id } }, body, signal }))).data
          .data,
      ...liveQueryOptions,
    }),
};
