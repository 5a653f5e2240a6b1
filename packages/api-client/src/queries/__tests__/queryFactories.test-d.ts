import { QueryClient } from '@tanstack/query-core';
import { useQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError } from '../../ApiError';
import { createStowlyClient } from '../../createStowlyClient';
import type { Schema } from '../../schema';
import { portalQueries } from '../portalQueries';
import { unitTypeQueries } from '../unitTypeQueries';

const client = createStowlyClient({ baseUrl: '/v1', getLocale: () => 'en' });
const useBookings = () => useQuery(portalQueries.bookings(client, 1, { page: 1, pageSize: 5 }));

describe('query factory types', () => {
  it('tags keys with the data type, so the cache is typed', () => {
    const options = unitTypeQueries.detail(client, 1);
    const cached = new QueryClient().getQueryData(options.queryKey);
    expectTypeOf(cached).toEqualTypeOf<Schema<'UnitType'> | undefined>();
  });

  it('works with react-query useQuery, with ApiError as the error type', () => {
    type Result = ReturnType<typeof useBookings>;
    expectTypeOf<Result['error']>().toEqualTypeOf<ApiError | null>();
    // openapi-fetch flattens the generated types: compare by assignability both ways.
    expectTypeOf<Result['data']>().toExtend<Schema<'PortalBookingPage'> | undefined>();
    expectTypeOf<Schema<'PortalBookingPage'> | undefined>().toExtend<Result['data']>();
    expectTypeOf<Result['data']>().not.toExtend<Schema<'Invoice'>[] | undefined>();
  });

  it('rejects parameters the contract does not have', () => {
    // @ts-expect-error unknown filter
    unitTypeQueries.list(client, { locationIds: [1], color: 'red' });
    // @ts-expect-error locationIds are required
    unitTypeQueries.list(client, {});
  });
});
