import { expect } from 'vitest';
import { isIsoDate } from '../../../internal/isIsoDate';
import { type BookingFlowData, hasCompleteOptions } from '../createBookingStore';

/** Runs of each property test: modest by default, raised with STOWLY_PROPERTY_RUNS. */
export const PROPERTY_RUNS = Number(process.env.STOWLY_PROPERTY_RUNS) || 200;

/** Time a property test may take: grows with the runs so the dedicated long run does not time out. */
export const PROPERTY_TIMEOUT_MS = Math.max(5_000, PROPERTY_RUNS * 10);

/** Asserts the prerequisites of spec section 4 hold in a flow state. */
export function expectConsistentFlow(state: BookingFlowData): void {
  if (state.moveInDate !== null) {
    expect(isIsoDate(state.moveInDate), 'a date is a real YYYY-MM-DD day').toBe(true);
    expect(state.unitType, 'no date without a unit type').not.toBeNull();
  }
  if (state.unitType && state.unitTypeCategory) {
    expect(state.unitType.categoryIds, 'the unit type is in the chosen category').toContain(
      state.unitTypeCategory.id,
    );
  }
  if (state.bookingPlan) {
    expect(state.moveInDate, 'no plan without a date').not.toBeNull();
    expect(state.unitAvailable, 'no plan for an unavailable unit').not.toBe(false);
  }
  if (state.insurance)
    expect(state.bookingPlan?.hasInsurances, 'no insurance without a plan with insurances').toBe(true);
  if (state.selectedProducts.length > 0)
    expect(state.bookingPlan, 'no products without a plan').not.toBeNull();
  if (state.discountCode !== null)
    expect(hasCompleteOptions(state), 'no discount before the options are done').toBe(true);
  const keys = new Set<string>();
  for (const product of state.selectedProducts) {
    expect(Number.isInteger(product.quantity) && product.quantity >= 1 && product.quantity <= 99).toBe(true);
    keys.add(`${product.frequency}:${product.id}`);
  }
  expect(keys.size, 'each product at most once').toBe(state.selectedProducts.length);
}
