import { type ApiError, type GetQuery, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useBookingContext } from './internal/BookingContext';

/** Filters of {@link useUnitTypes}: everything `GET /unit-type` takes except the location. */
export type UnitTypeFilters = Omit<GetQuery<'/unit-type'>, 'locationIds'>;

/**
 * The unit types of the provider's location with their availability (`GET /unit-type`, live
 * data). Without `categoryIds` the list is filtered by the flow's chosen category, if any.
 *
 * @example
 * const { data } = useUnitTypes({ available: true });
 * data?.data.map((unitType) => <UnitTypeCard key={unitType.id} unitType={unitType} />);
 */
export function useUnitTypes(
  filters: UnitTypeFilters = {},
): UseQueryResult<Schema<'UnitTypePage'>, ApiError> {
  const { client, locationId, bookingStore } = useBookingContext('useUnitTypes');
  const categoryId = useStore(bookingStore, (state) => state.unitTypeCategory?.id);
  const categoryIds = filters.categoryIds ?? (categoryId === undefined ? undefined : [categoryId]);
  return useQuery(unitTypeQueries.list(client, { ...filters, locationIds: [locationId], categoryIds }));
}
