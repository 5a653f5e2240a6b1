import { describe, expect, it } from 'vitest';
import { createBookingStore } from '../createBookingStore';

function completeStore() {
  const store = createBookingStore({ locationId: 7, unitTypeCategory: { id: 3 } });
  const actions = store.getState();
  actions.selectUnitType({ id: 12, categoryIds: [3], available: true });
  actions.setMoveInDate('2026-03-20');
  actions.setUnitAvailable(true);
  actions.selectBookingPlan({ id: 22, hasInsurances: false, period: 'monthly', amount: 99 });
  actions.toggleProduct({ id: 51, frequency: 'one_time' });
  actions.setDiscountCode('SPRING');
  actions.setCustomerData({ firstName: 'Anna', customerType: 'business' });
  return store;
}

describe('reset variants (spec section 4)', () => {
  it('reset to unit selection clears everything except the location and the category', () => {
    const store = completeStore();
    store.getState().resetToUnitSelection();
    expect(store.getState()).toMatchObject({
      locationId: 7,
      unitTypeCategory: { id: 3 },
      unitType: null,
      moveInDate: null,
      unitAvailable: 'unknown',
      bookingPlan: null,
      insurance: null,
      discountCode: null,
      customerData: {},
      selectedProducts: [],
    });
  });

  it('reset to booking options keeps unit type, date and availability, clears the plan onward and the customer data', () => {
    const store = completeStore();
    store.getState().resetToBookingOptions();
    expect(store.getState()).toMatchObject({
      unitTypeCategory: { id: 3 },
      unitType: { id: 12 },
      moveInDate: '2026-03-20',
      unitAvailable: true,
      bookingPlan: null,
      insurance: null,
      discountCode: null,
      customerData: {},
      selectedProducts: [],
    });
  });

  it('full reset keeps only the location', () => {
    const store = completeStore();
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      locationId: 7,
      unitTypeCategory: null,
      unitType: null,
      moveInDate: null,
      customerData: {},
    });
  });
});
