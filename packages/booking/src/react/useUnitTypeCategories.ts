import { type ApiError, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useBookingContext } from './internal/BookingContext';

/** The unit type categories of the provider's location (`GET /unit-type/category`). */
export function useUnitTypeCategories(): UseQueryResult<Schema<'UnitTypeCategory'>[], ApiError> {
  const { client, locationId } = useBookingContext('useUnitTypeCategories');
  return useQuery(unitTypeQueries.categories(client, [locationId]));
}
