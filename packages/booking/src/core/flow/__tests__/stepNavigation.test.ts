import { describe, expect, it } from 'vitest';
import { createBookingStore } from '../createBookingStore';
import {
  BOOKING_STEPS,
  furthestAllowedStep,
  nextOptionsSection,
  resolveNavigation,
} from '../furthestAllowedStep';

const window = { minDate: '2026-03-10', maxDate: '2026-05-09' };

function stages() {
  const store = createBookingStore({ locationId: 7 });
  const empty = store.getState();
  store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
  const unitChosen = store.getState();
  store.getState().setMoveInDate('2026-03-20');
  store.getState().setUnitAvailable(true);
  const dateChosen = store.getState();
  store.getState().selectBookingPlan({ id: 21, hasInsurances: true, period: 'monthly', amount: 99 });
  const planChosen = store.getState();
  store.getState().selectInsurance({ id: 31, billingPeriodId: 41 });
  const optionsDone = store.getState();
  return { empty, unitChosen, dateChosen, planChosen, optionsDone };
}

describe('step order for navigation (spec section 2)', () => {
  it('orders unit selection, options, basket, customer form', () => {
    expect(BOOKING_STEPS).toEqual(['unit-selection', 'options', 'basket', 'customer']);
  });

  it('sends the visitor to the furthest route the progress allows', () => {
    const { empty, unitChosen, planChosen, optionsDone } = stages();
    expect(furthestAllowedStep(empty)).toBe('unit-selection');
    expect(furthestAllowedStep(unitChosen)).toBe('options');
    expect(furthestAllowedStep(planChosen)).toBe('options');
    expect(furthestAllowedStep(optionsDone)).toBe('customer');
  });

  it('a move-in date that left the window sends the visitor back to the options', () => {
    const { optionsDone } = stages();
    expect(furthestAllowedStep(optionsDone, { moveInDateWindow: window })).toBe('customer');
    expect(furthestAllowedStep(optionsDone, { moveInDateWindow: { ...window, minDate: '2026-03-21' } })).toBe(
      'options',
    );
  });

  it('never sends the visitor back past the requested route unless the state requires it', () => {
    const { empty, unitChosen, optionsDone } = stages();
    expect(resolveNavigation(optionsDone, 'unit-selection')).toBe('unit-selection');
    expect(resolveNavigation(optionsDone, 'options')).toBe('options');
    expect(resolveNavigation(optionsDone, 'basket')).toBe('basket');
    expect(resolveNavigation(optionsDone, 'customer')).toBe('customer');
    expect(resolveNavigation(unitChosen, 'customer')).toBe('options');
    expect(resolveNavigation(unitChosen, 'basket')).toBe('options');
    expect(resolveNavigation(empty, 'options')).toBe('unit-selection');
  });
});

describe('options sections', () => {
  it('opens the first section that is not done, then products when there are any', () => {
    const { unitChosen, dateChosen, planChosen, optionsDone } = stages();
    expect(nextOptionsSection(unitChosen)).toBe('moveInDate');
    expect(nextOptionsSection(dateChosen)).toBe('billingPeriod');
    expect(nextOptionsSection(planChosen)).toBe('insurance');
    expect(nextOptionsSection(optionsDone, { hasProducts: true })).toBe('products');
    expect(nextOptionsSection(optionsDone)).toBeNull();
  });

  it('asks for a new date when the chosen one is outside the window', () => {
    const { optionsDone } = stages();
    expect(nextOptionsSection(optionsDone, { moveInDateWindow: { ...window, maxDate: '2026-03-19' } })).toBe(
      'moveInDate',
    );
  });
});
