import type { BookingFlowActions, CustomerData, SelectedBookingPlan } from '../../../index';
import { PLAN_WITHOUT_INSURANCES } from './bookingScenario';

/** Unit type 12 as the flow holds it. */
export const UNIT_TYPE_12 = { id: 12, categoryIds: [3], available: true };

/** A move-in date inside the test location's window. */
export const MOVE_IN_DATE = '2026-03-20';

/** A plan without insurances as the flow holds it, so the options are done once it is chosen. */
export const WEEKLY_PLAN: SelectedBookingPlan = {
  id: PLAN_WITHOUT_INSURANCES.id,
  hasInsurances: false,
  period: PLAN_WITHOUT_INSURANCES.period,
  amount: PLAN_WITHOUT_INSURANCES.amount,
};

/** A complete private customer. */
export const CUSTOMER: CustomerData = {
  customerType: 'private',
  firstName: 'Anna',
  lastName: 'Svensson',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: { id: 46 },
  email: 'anna@example.com',
  phone: { number: '701234567', prefix: '+46' },
  consents: { terms: true },
};

/** Chooses unit type 12 and the move-in date, and records the date as available. */
export function chooseMoveIn(actions: BookingFlowActions): void {
  actions.selectUnitType(UNIT_TYPE_12);
  actions.setMoveInDate(MOVE_IN_DATE);
  actions.setUnitAvailable(true, MOVE_IN_DATE);
}

/** Chooses everything up to a plan without insurances: the options are done. */
export function chooseOptions(actions: BookingFlowActions, plan: SelectedBookingPlan = WEEKLY_PLAN): void {
  chooseMoveIn(actions);
  actions.selectBookingPlan(plan);
}
