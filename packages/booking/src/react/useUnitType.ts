import { type ApiError, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useBookingContext } from './internal/BookingContext';

/**
 * One unit type (`GET /unit-type/{id}`), for example the one a route pre-selects. Nothing is
 * requested while `id` is null or undefined.
 *
 * @example
 * const { data: unitType } = useUnitType(Number(params.unitTypeId));
 */
export function useUnitType(id: number | null | undefined): UseQueryResult<Schema<'UnitType'>, ApiError> {
  const { client } = useBookingContext('useUnitType');
  return useQuery({ ...unitTypeQueries.detail(client, id ?? 0), enabled: typeof id === 'number' });
}
