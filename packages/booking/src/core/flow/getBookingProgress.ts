import { isMoveInDateSelectable, type MoveInDateWindow } from '../dates/getMoveInDateWindow';
import { type BookingFlowData, type CustomerData, hasCompleteOptions } from './createBookingStore';
import { type CustomerDataStatus, getCustomerDataStatus } from './getCustomerDataStatus';

/** What the step rules may need besides the flow state. */
export interface BookingProgressContext {
  /** The location's move-in window; without it a chosen date counts as inside the window. */
  moveInDateWindow?: Pick<MoveInDateWindow, 'minDate' | 'maxDate'>;
  /** The customer completeness rule. @default isGuestCustomerDataComplete */
  isCustomerDataComplete?: (customerData: CustomerData) => boolean;
}

/** Which booking flow steps are done (spec section 4). */
export interface BookingProgress {
  /** A unit type is chosen. */
  unitSelection: boolean;
  /** The date is inside the window and the unit is available then. */
  moveInDate: boolean;
  /** A plan is chosen after a done move-in date. */
  billingPlan: boolean;
  /** The plan has insurances, so choosing one is a step. */
  insuranceNeeded: boolean;
  /** An insurance is chosen, or none is needed (with a done plan). */
  insurance: boolean;
  /** Options are done when insurance is; a discount code needs them. */
  options: boolean;
  /** How far the customer form is: `pending`, `in-progress` or `done`. */
  customerData: CustomerDataStatus;
}

/** The step completion of spec section 4 for a flow state. */
export function getBookingProgress(
  state: BookingFlowData,
  context: BookingProgressContext = {},
): BookingProgress {
  const window = context.moveInDateWindow;
  const unitSelection = !!state.unitType;
  const moveInDate =
    unitSelection &&
    !!state.moveInDate &&
    state.unitAvailable === true &&
    (!window || isMoveInDateSelectable(state.moveInDate, window));
  const billingPlan = moveInDate && !!state.bookingPlan;
  const insurance = billingPlan && hasCompleteOptions(state);
  return {
    unitSelection,
    moveInDate,
    billingPlan,
    insuranceNeeded: !!state.bookingPlan?.hasInsurances,
    insurance,
    options: insurance,
    customerData: getCustomerDataStatus(state.customerData, context.isCustomerDataComplete),
  };
}
