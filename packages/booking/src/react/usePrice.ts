import { type ApiError, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import {
  BookingError,
  type BookingFlowData,
  buildPriceCalculationPayload,
  canCalculatePrice,
  discountCodeRejectionOf,
} from '../index';
import { useBookingContext } from './internal/BookingContext';

/** What {@link usePrice} returns: the price query and whether the flow has what it needs. */
export type UsePriceResult = UseQueryResult<Schema<'PriceCalculation'>, ApiError> & {
  /**
   * The spec's insufficient-data state: a `BookingError` with code `insufficient-data` ("Insufficient
   * data for calculation payload") while the flow lacks a unit type, booking plan, move-in date or
   * customer type, and no request is sent (the query stays `pending` with `fetchStatus` `idle`);
   * null once the price can be calculated.
   */
  insufficientData: BookingError | null;
};

// Stands in for the request while the price cannot be calculated; never sent.
const NO_PRICE_REQUEST: Schema<'PriceCalculationRequest'> = {
  billingPeriodId: 0,
  moveIn: '',
  customerType: 'private',
};

/** The core's own insufficient-data error for a state it cannot price. */
function insufficientDataError(state: BookingFlowData): BookingError | null {
  try {
    buildPriceCalculationPayload(state);
    return null;
  } catch (error) {
    if (error instanceof BookingError) return error;
    throw error;
  }
}

/**
 * The price of the booking as chosen so far (`POST /unit-type/{id}/price`, read from `data.data`,
 * live data): recalculated when the plan, insurance, products, discount code, move-in date or
 * customer type change, not when other customer data is typed. When the calculation refuses the
 * applied discount code (422 `invalid-discount-code`, for example a business-only code after the
 * customer type changed to private), the code is dropped from the flow and the discount panel
 * keeps it in `removed` with the reason, so the price is calculated again without it.
 *
 * @example
 * const price = usePrice();
 * if (price.insufficientData) return null;
 * return <Money amount={price.data?.dueNow} currency={price.data?.currency} />;
 */
export function usePrice(): UsePriceResult {
  const { client, bookingStore, discountPanelStore } = useBookingContext('usePrice');
  const priced = useStore(
    bookingStore,
    useShallow((state) => ({
      locationId: state.locationId,
      unitTypeCategory: state.unitTypeCategory,
      unitType: state.unitType,
      moveInDate: state.moveInDate,
      unitAvailable: state.unitAvailable,
      bookingPlan: state.bookingPlan,
      insurance: state.insurance,
      discountCode: state.discountCode,
      selectedProducts: state.selectedProducts,
      customerType: state.customerData.customerType,
    })),
  );
  const request = useMemo(() => {
    const { customerType, ...rest } = priced;
    const state: BookingFlowData = { ...rest, customerData: customerType ? { customerType } : {} };
    return canCalculatePrice(state)
      ? { unitTypeId: state.unitType.id, body: buildPriceCalculationPayload(state), insufficientData: null }
      : { unitTypeId: undefined, body: undefined, insufficientData: insufficientDataError(state) };
  }, [priced]);
  const query = useQuery({
    ...unitTypeQueries.price(client, request.unitTypeId ?? 0, request.body ?? NO_PRICE_REQUEST),
    enabled: request.body !== undefined,
  });
  // A code the calculation refuses (the customer type changed, or it expired since it was
  // applied) is dropped from the flow, with its reason kept for the discount panel to say.
  const rejectedCode = request.body?.discountCode ?? null;
  const rejection = rejectedCode === null ? null : discountCodeRejectionOf(query.error);
  useEffect(() => {
    if (rejectedCode !== null && rejection !== null)
      discountPanelStore.getState().appliedCodeRejected(rejectedCode, rejection);
  }, [rejectedCode, rejection, discountPanelStore]);
  return { ...query, insufficientData: request.insufficientData };
}
