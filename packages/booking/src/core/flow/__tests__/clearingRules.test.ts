import { describe, expect, it } from 'vitest';
import { createBookingStore, type SelectedBookingPlan } from '../createBookingStore';

const small = { id: 12, categoryIds: [3], available: true };
const large = { id: 13, categoryIds: [3, 4], available: true };
const planWithInsurances: SelectedBookingPlan = {
  id: 21,
  hasInsurances: true,
  period: 'monthly',
  amount: 99,
};
const planWithout: SelectedBookingPlan = { id: 22, hasInsurances: false, period: 'weekly', amount: 25 };
const insurance = { id: 31, billingPeriodId: 41 };
const padlock = { id: 51, frequency: 'one_time' as const };
const parking = { id: 61, frequency: 'recurring' as const };

/** A store with every step filled in: unit type, date, plan with insurance, products and a discount code. */
function completeStore() {
  const store = createBookingStore({ locationId: 7 });
  const actions = store.getState();
  actions.selectUnitType(small);
  actions.setMoveInDate('2026-03-20');
  actions.setUnitAvailable(true);
  actions.selectBookingPlan(planWithInsurances);
  actions.selectInsurance(insurance);
  actions.toggleProduct(padlock);
  actions.setProductQuantity(parking, 2);
  actions.setDiscountCode('SPRING');
  actions.setCustomerData({ firstName: 'Anna' });
  return store;
}

describe('clearing rules (spec section 4)', () => {
  it('starts with the location, nothing chosen and availability unknown', () => {
    const state = createBookingStore({ locationId: 7, unitTypeCategory: { id: 3 } }).getState();
    expect(state).toMatchObject({
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

  it('fills every step of a complete flow', () => {
    expect(completeStore().getState()).toMatchObject({
      unitType: small,
      moveInDate: '2026-03-20',
      unitAvailable: true,
      bookingPlan: planWithInsurances,
      insurance,
      discountCode: 'SPRING',
      selectedProducts: [
        { id: 51, frequency: 'one_time', quantity: 1 },
        { id: 61, frequency: 'recurring', quantity: 2 },
      ],
    });
  });

  it('changing the unit type clears move-in date, plan, insurance, products, discount code and availability', () => {
    const store = completeStore();
    store.getState().selectUnitType(large);
    expect(store.getState()).toMatchObject({
      unitType: large,
      moveInDate: null,
      unitAvailable: 'unknown',
      bookingPlan: null,
      insurance: null,
      selectedProducts: [],
      discountCode: null,
      customerData: { firstName: 'Anna' },
    });
  });

  it('choosing the same unit type again only refreshes its data', () => {
    const store = completeStore();
    store.getState().selectUnitType({ ...small, available: false });
    expect(store.getState()).toMatchObject({
      unitType: { id: 12, available: false },
      discountCode: 'SPRING',
    });
  });

  it('changing the move-in date clears plan, insurance, products and discount, and makes availability unknown', () => {
    const store = completeStore();
    store.getState().setMoveInDate('2026-03-21');
    expect(store.getState()).toMatchObject({
      unitType: small,
      moveInDate: '2026-03-21',
      unitAvailable: 'unknown',
      bookingPlan: null,
      insurance: null,
      selectedProducts: [],
      discountCode: null,
    });
  });

  it('setting the same move-in date again clears nothing', () => {
    const store = completeStore();
    store.getState().setMoveInDate('2026-03-20');
    expect(store.getState().discountCode).toBe('SPRING');
  });

  it('changing the plan clears insurance, products and discount', () => {
    const store = completeStore();
    store.getState().selectBookingPlan(planWithout);
    expect(store.getState()).toMatchObject({
      moveInDate: '2026-03-20',
      bookingPlan: planWithout,
      insurance: null,
      selectedProducts: [],
      discountCode: null,
    });
  });

  it('changing the plan with its offer keeps the insurance and products it still offers, clears the rest and the discount, and says what it removed', () => {
    const store = completeStore();
    const otherMonthly: SelectedBookingPlan = { id: 23, hasInsurances: true, period: 'monthly', amount: 89 };
    const removed = store.getState().changeBookingPlan(otherMonthly, {
      // The same insurance, billed through the new plan's insurance billing period.
      insurances: [{ id: 31, billingPeriod: { id: 43 } }],
      // The padlock is offered (up to 5), the parking space is not.
      products: [{ id: 51, frequency: 'one_time', maxQuantity: 5 }],
    });
    expect(store.getState()).toMatchObject({
      bookingPlan: otherMonthly,
      insurance: { id: 31, billingPeriodId: 43 },
      selectedProducts: [{ id: 51, frequency: 'one_time', quantity: 1 }],
      discountCode: null,
    });
    expect(removed).toEqual({
      insurance: null,
      products: [{ id: 61, frequency: 'recurring', quantity: 2 }],
      discountCode: 'SPRING',
    });
  });

  it('changing to a plan that does not offer the insurance clears it and says so', () => {
    const store = completeStore();
    const removed = store.getState().changeBookingPlan(planWithout, {
      insurances: [],
      products: [
        { id: 51, frequency: 'one_time', maxQuantity: 5 },
        // Offered, but at most 1: the quantity is capped.
        { id: 61, frequency: 'recurring', maxQuantity: 1 },
      ],
    });
    expect(store.getState()).toMatchObject({
      bookingPlan: planWithout,
      insurance: null,
      selectedProducts: [
        { id: 51, frequency: 'one_time', quantity: 1 },
        { id: 61, frequency: 'recurring', quantity: 1 },
      ],
    });
    expect(removed.insurance).toEqual(insurance);
    expect(removed.products).toEqual([]);
  });

  it('the same plan again changes and removes nothing; without an available date no plan is taken', () => {
    const store = completeStore();
    const removed = store.getState().changeBookingPlan(planWithInsurances, { insurances: [], products: [] });
    expect(removed).toEqual({ insurance: null, products: [], discountCode: null });
    expect(store.getState()).toMatchObject({ insurance, discountCode: 'SPRING' });
    store.getState().setUnitAvailable(false);
    store.getState().changeBookingPlan(planWithout, { insurances: [], products: [] });
    expect(store.getState().bookingPlan).toBeNull();
  });

  it('changing the insurance clears the discount code only', () => {
    const store = completeStore();
    store.getState().selectInsurance({ id: 32, billingPeriodId: 42 });
    expect(store.getState()).toMatchObject({
      insurance: { id: 32, billingPeriodId: 42 },
      discountCode: null,
      selectedProducts: [{ id: 51 }, { id: 61 }],
    });
  });

  it('replacing the unit type keeps the date but clears the plan and everything after it', () => {
    const store = completeStore();
    store.getState().replaceUnitType(large);
    expect(store.getState()).toMatchObject({
      unitType: large,
      moveInDate: '2026-03-20',
      unitAvailable: 'unknown',
      bookingPlan: null,
      insurance: null,
      selectedProducts: [],
      discountCode: null,
    });
  });

  it('a unit type outside the chosen category is cleared with everything after it', () => {
    const store = completeStore();
    store.getState().selectUnitTypeCategory({ id: 4 });
    expect(store.getState()).toMatchObject({
      unitTypeCategory: { id: 4 },
      unitType: null,
      moveInDate: null,
      bookingPlan: null,
      discountCode: null,
    });
  });

  it('a category the unit type belongs to keeps it', () => {
    const store = completeStore();
    store.getState().selectUnitTypeCategory({ id: 3 });
    expect(store.getState()).toMatchObject({ unitType: small, discountCode: 'SPRING' });
  });

  it('selecting a unit type outside the chosen category keeps nothing', () => {
    const store = createBookingStore({ locationId: 7, unitTypeCategory: { id: 4 } });
    store.getState().selectUnitType(small);
    expect(store.getState().unitType).toBeNull();
  });

  it('toggling a product removes it when present and adds it with quantity 1 otherwise', () => {
    const store = completeStore();
    store.getState().toggleProduct(padlock);
    expect(store.getState().selectedProducts).toEqual([{ id: 61, frequency: 'recurring', quantity: 2 }]);
    store.getState().toggleProduct(padlock);
    expect(store.getState().selectedProducts).toContainEqual({ id: 51, frequency: 'one_time', quantity: 1 });
  });

  it('a product id is told apart by frequency', () => {
    const store = completeStore();
    store.getState().toggleProduct({ id: 61, frequency: 'one_time' });
    expect(store.getState().selectedProducts).toHaveLength(3);
  });

  it('a quantity of 0 or less removes the product; above the maximum it is capped at 99', () => {
    const store = completeStore();
    store.getState().setProductQuantity(parking, 0);
    store.getState().setProductQuantity(padlock, -5);
    expect(store.getState().selectedProducts).toEqual([]);
    store.getState().setProductQuantity(padlock, 1e9);
    expect(store.getState().selectedProducts).toEqual([{ id: 51, frequency: 'one_time', quantity: 99 }]);
    store.getState().setProductQuantity(padlock, 3);
    expect(store.getState().selectedProducts).toEqual([{ id: 51, frequency: 'one_time', quantity: 3 }]);
  });

  it('availability failure marks the date invalid and clears the plan onward; a re-check or a stale answer keeps it', () => {
    const store = completeStore();
    store.getState().setUnitAvailable(false, '2026-03-19');
    expect(store.getState().bookingPlan).toEqual(planWithInsurances);
    store.getState().setUnitAvailable('unknown', '2026-03-20');
    expect(store.getState()).toMatchObject({ unitAvailable: 'unknown', bookingPlan: planWithInsurances });
    store.getState().setUnitAvailable(false, '2026-03-20');
    expect(store.getState()).toMatchObject({
      unitAvailable: false,
      moveInDate: '2026-03-20',
      bookingPlan: null,
    });
  });
});

describe('prerequisites (spec section 4)', () => {
  it('a move-in date needs a unit type, and an impossible date is refused', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().setMoveInDate('2026-03-20');
    expect(store.getState().moveInDate).toBeNull();
    store.getState().selectUnitType(small);
    store.getState().setMoveInDate('2026-02-30');
    expect(store.getState().moveInDate).toBeNull();
  });

  it('a plan needs an available move-in date', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType(small);
    store.getState().selectBookingPlan(planWithout);
    store.getState().setMoveInDate('2026-03-20');
    store.getState().selectBookingPlan(planWithout);
    expect(store.getState().bookingPlan).toBeNull();
    store.getState().setUnitAvailable(true);
    store.getState().selectBookingPlan(planWithout);
    expect(store.getState().bookingPlan).toEqual(planWithout);
  });

  it('insurance needs a plan with insurances', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType(small);
    store.getState().setMoveInDate('2026-03-20');
    store.getState().setUnitAvailable(true);
    store.getState().selectBookingPlan(planWithout);
    store.getState().selectInsurance(insurance);
    expect(store.getState().insurance).toBeNull();
  });

  it('products need a plan', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType(small);
    store.getState().toggleProduct(padlock);
    expect(store.getState().selectedProducts).toEqual([]);
  });

  it('a discount code needs the options done: a plan with insurances needs its insurance first', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType(small);
    store.getState().setMoveInDate('2026-03-20');
    store.getState().setUnitAvailable(true);
    store.getState().selectBookingPlan(planWithInsurances);
    store.getState().setDiscountCode('SPRING');
    expect(store.getState().discountCode).toBeNull();
    store.getState().selectInsurance(insurance);
    store.getState().setDiscountCode('  SPRING ');
    expect(store.getState().discountCode).toBe('SPRING');
    store.getState().setDiscountCode('   ');
    expect(store.getState().discountCode).toBeNull();
  });
});
