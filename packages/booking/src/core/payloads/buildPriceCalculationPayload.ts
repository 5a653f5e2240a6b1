import type { Schema } from '@stowly/api-client';
import {
  type BookingFlowData,
  DEFAULT_CUSTOMER_TYPE,
  type SelectedBookingPlan,
  type SelectedUnitType,
} from '../flow/createBookingStore';
import { BookingError } from './BookingError';

/** A flow state with what a price calculation or discount validation needs. */
export type PriceableBookingState = BookingFlowData & {
  unitType: SelectedUnitType;
  bookingPlan: SelectedBookingPlan;
  moveInDate: string;
};

/**
 * True when a price calculation or discount validation is possible (spec section 4): a billing
 * period, a customer type (private by default) and a unit type, with the move-in date the plan needs.
 * Use it as a query's `enabled` flag.
 */
export function canCalculatePrice(state: BookingFlowData): state is PriceableBookingState {
  const customerType = state.customerData.customerType ?? DEFAULT_CUSTOMER_TYPE;
  return (
    !!state.bookingPlan &&
    !!state.unitType &&
    !!state.moveInDate &&
    (customerType === 'private' || customerType === 'business')
  );
}

/** The chosen products as the API's one-time and recurring item lists. */
export function toBookingItems(state: Pick<BookingFlowData, 'selectedProducts'>) {
  const oneTimeItems: Schema<'OneTimeItem'>[] = [];
  const recurringItems: Schema<'RecurringItem'>[] = [];
  for (const { id, frequency, quantity } of state.selectedProducts) {
    if (frequency === 'one_time') oneTimeItems.push({ productId: id, quantity });
    else recurringItems.push({ recurringProductId: id, quantity });
  }
  return { oneTimeItems, recurringItems };
}

/**
 * The price calculation payload of spec section 3 (the unit type id goes in the path). Throws a
 * {@link BookingError} `insufficient-data`, "Insufficient data for calculation payload", when
 * {@link canCalculatePrice} is false.
 */
export function buildPriceCalculationPayload(state: BookingFlowData): Schema<'PriceCalculationRequest'> {
  if (!canCalculatePrice(state)) {
    throw new BookingError('insufficient-data', 'Insufficient data for calculation payload', {
      billingPeriodId: state.bookingPlan?.id,
      unitTypeId: state.unitType?.id,
      moveIn: state.moveInDate,
    });
  }
  return {
    billingPeriodId: state.bookingPlan.id,
    discountCode: state.discountCode,
    insuranceId: state.insurance?.id ?? null,
    insuranceBillingPeriodId: state.insurance?.billingPeriodId ?? null,
    customerType: state.customerData.customerType ?? DEFAULT_CUSTOMER_TYPE,
    moveIn: state.moveInDate,
    ...toBookingItems(state),
  };
}
