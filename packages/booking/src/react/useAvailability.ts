import { type ApiError, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import { useBookingContext } from './internal/BookingContext';

/**
 * Checks whether a unit of the chosen unit type (in the chosen category) is free on the chosen
 * move-in date (`GET /unit-type/{id}/available-unit`, live data) and records the answer in the
 * flow with `setUnitAvailable`, so the move-in step is done only for an available date. A failed
 * check marks the date invalid (spec section 8): the flow holds `unitAvailable: false`, which
 * clears the plan onward, and the app shows the not-available page. Nothing is requested until a
 * unit type and a move-in date are chosen.
 *
 * @example
 * const { data, isFetching } = useAvailability();
 * if (data && !data.available) navigate(`/7/unit-type/12/options/not-available/${moveInDate}`);
 */
export function useAvailability(): UseQueryResult<Schema<'UnitAvailability'>, ApiError> {
  const { client, bookingStore } = useBookingContext('useAvailability');
  const { unitTypeId, categoryId, moveInDate } = useStore(
    bookingStore,
    useShallow((state) => ({
      unitTypeId: state.unitType?.id,
      categoryId: state.unitTypeCategory?.id,
      moveInDate: state.moveInDate,
    })),
  );
  const query = useQuery({
    ...unitTypeQueries.availability(client, unitTypeId ?? 0, { moveIn: moveInDate ?? '', categoryId }),
    enabled: unitTypeId !== undefined && moveInDate !== null,
  });

  // The error wins over data of an earlier check: the last answer is what counts.
  const available = query.status === 'error' ? false : query.data?.available;
  useEffect(() => {
    if (available === undefined || moveInDate === null) return;
    const state = bookingStore.getState();
    if (state.moveInDate === moveInDate && state.unitAvailable !== available) {
      state.setUnitAvailable(available, moveInDate);
    }
  }, [available, moveInDate, bookingStore]);
  return query;
}
