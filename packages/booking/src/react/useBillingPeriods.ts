import { type ApiError, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { BOOKING_PLANS_PAGE_SIZE, FIRST_PAGE } from './bookingPageSizes';
import { useBookingContext } from './internal/BookingContext';

/** Options of {@link useBillingPeriods}. */
export interface UseBillingPeriodsOptions {
  /** The unit type whose plans to list. @default the flow's chosen unit type */
  unitTypeId?: number;
  /** The page to load, from 1. @default FIRST_PAGE */
  page?: number;
  /** Plans per page. @default BOOKING_PLANS_PAGE_SIZE */
  pageSize?: number;
}

/**
 * The booking plans (billing periods) of a unit type (`GET /unit-type/{id}/billing-period`), four
 * per page by default. Nothing is requested until a unit type is chosen.
 */
export function useBillingPeriods(
  options: UseBillingPeriodsOptions = {},
): UseQueryResult<Schema<'BillingPeriodPage'>, ApiError> {
  const { client, bookingStore } = useBookingContext('useBillingPeriods');
  const chosenUnitTypeId = useStore(bookingStore, (state) => state.unitType?.id);
  const unitTypeId = options.unitTypeId ?? chosenUnitTypeId;
  return useQuery({
    ...unitTypeQueries.billingPeriods(client, unitTypeId ?? 0, {
      page: options.page ?? FIRST_PAGE,
      pageSize: options.pageSize ?? BOOKING_PLANS_PAGE_SIZE,
    }),
    enabled: unitTypeId !== undefined,
  });
}
