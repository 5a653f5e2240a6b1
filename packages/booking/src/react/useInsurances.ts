import { type ApiError, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import { FIRST_PAGE, OPTIONS_INSURANCES_PAGE_SIZE } from './bookingPageSizes';
import { useBookingContext } from './internal/BookingContext';

/** Options of {@link useInsurances}. */
export interface UseInsurancesOptions {
  /** The unit type whose insurances to list. @default the flow's chosen unit type */
  unitTypeId?: number;
  /** The booking plan the insurances go with. @default the flow's chosen booking plan, when it has insurances */
  billingPeriodId?: number;
  /** The page to load, from 1. @default FIRST_PAGE */
  page?: number;
  /**
   * Three on the booking options page; `FLOW_INSURANCES_PAGE_SIZE` (30) for the flow's full list.
   * @default OPTIONS_INSURANCES_PAGE_SIZE
   */
  pageSize?: number;
}

/**
 * The insurances offered with a booking plan (`GET /unit-type/{id}/insurance`). Nothing is
 * requested until a unit type and a plan with insurances are chosen (or passed).
 *
 * @example
 * const shortList = useInsurances();
 * const fullList = useInsurances({ pageSize: FLOW_INSURANCES_PAGE_SIZE });
 */
export function useInsurances(
  options: UseInsurancesOptions = {},
): UseQueryResult<Schema<'InsurancePage'>, ApiError> {
  const { client, bookingStore } = useBookingContext('useInsurances');
  const chosen = useStore(
    bookingStore,
    useShallow((state) => ({
      unitTypeId: state.unitType?.id,
      billingPeriodId: state.bookingPlan?.hasInsurances ? state.bookingPlan.id : undefined,
    })),
  );
  const unitTypeId = options.unitTypeId ?? chosen.unitTypeId;
  const billingPeriodId = options.billingPeriodId ?? chosen.billingPeriodId;
  return useQuery({
    ...unitTypeQueries.insurances(client, unitTypeId ?? 0, {
      billingPeriodId: billingPeriodId ?? 0,
      page: options.page ?? FIRST_PAGE,
      pageSize: options.pageSize ?? OPTIONS_INSURANCES_PAGE_SIZE,
    }),
    enabled: unitTypeId !== undefined && billingPeriodId !== undefined,
  });
}
