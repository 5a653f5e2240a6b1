import { describe, expect, it } from 'vitest';
import { createBookingStore } from '../../flow/createBookingStore';
import { BookingError } from '../BookingError';
import { buildPriceCalculationPayload, canCalculatePrice } from '../buildPriceCalculationPayload';

function storeWithPlan() {
  const store = createBookingStore({ locationId: 7 });
  store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
  store.getState().setMoveInDate('2026-03-20');
  store.getState().setUnitAvailable(true);
  store.getState().selectBookingPlan({ id: 21, hasInsurances: true, period: 'monthly', amount: 99 });
  return store;
}

describe('price calculation payload (spec sections 3 and 4)', () => {
  it('carries plan, discount, insurance, customer type (private by default), move-in and items', () => {
    const store = storeWithPlan();
    store.getState().selectInsurance({ id: 31, billingPeriodId: 41 });
    store.getState().setProductQuantity({ id: 51, frequency: 'one_time' }, 3);
    store.getState().toggleProduct({ id: 61, frequency: 'recurring' });
    store.getState().setDiscountCode('SPRING');
    expect(buildPriceCalculationPayload(store.getState())).toEqual({
      billingPeriodId: 21,
      discountCode: 'SPRING',
      insuranceId: 31,
      insuranceBillingPeriodId: 41,
      customerType: 'private',
      moveIn: '2026-03-20',
      oneTimeItems: [{ productId: 51, quantity: 3 }],
      recurringItems: [{ recurringProductId: 61, quantity: 1 }],
    });
    store.getState().setCustomerData({ customerType: 'business' });
    expect(buildPriceCalculationPayload(store.getState()).customerType).toBe('business');
  });

  it('is possible only with billing period, customer type and unit type', () => {
    expect(canCalculatePrice(storeWithPlan().getState())).toBe(true);
    const noPlan = storeWithPlan();
    noPlan.getState().selectBookingPlan(null);
    expect(canCalculatePrice(noPlan.getState())).toBe(false);
    const noUnitType = createBookingStore({ locationId: 7 });
    expect(canCalculatePrice(noUnitType.getState())).toBe(false);
  });

  it('throws "Insufficient data for calculation payload" without them', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    expect(() => buildPriceCalculationPayload(store.getState())).toThrow(
      'Insufficient data for calculation payload',
    );
    expect(() => buildPriceCalculationPayload(store.getState())).toThrow(BookingError);
    try {
      buildPriceCalculationPayload(store.getState());
    } catch (error) {
      expect(error).toMatchObject({
        name: 'BookingError',
        code: 'insufficient-data',
        data: { unitTypeId: 12 },
      });
    }
  });
});
