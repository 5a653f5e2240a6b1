import type { BookingFlowData } from './createBookingStore';
import { type BookingProgressContext, getBookingProgress } from './getBookingProgress';

/** The booking flow routes in their order (spec section 2). */
export const BOOKING_STEPS = ['unit-selection', 'options', 'basket', 'customer'] as const;

/** A booking flow route: unit selection, options, basket or customer form. */
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The sections of the booking options page, in order (the route's `section` query value). */
export type OptionsSection = 'moveInDate' | 'billingPeriod' | 'insurance' | 'products';

/**
 * The furthest route the visitor's progress allows: unit selection until a unit type is chosen,
 * options until they are done, then the customer form (the basket needs the same progress).
 * Where the app sends a visitor who continues an earlier flow.
 */
export function furthestAllowedStep(state: BookingFlowData, context?: BookingProgressContext): BookingStep {
  const progress = getBookingProgress(state, context);
  if (!progress.unitSelection) return 'unit-selection';
  return progress.options ? 'customer' : 'options';
}

/**
 * The route to show when the visitor asks for `requestedStep` (deep link, back or forward):
 * the requested one when the progress allows it, so nobody is sent back past where they are,
 * otherwise the furthest allowed one.
 */
export function resolveNavigation(
  state: BookingFlowData,
  requestedStep: BookingStep,
  context?: BookingProgressContext,
): BookingStep {
  const furthest = furthestAllowedStep(state, context);
  return BOOKING_STEPS.indexOf(requestedStep) <= BOOKING_STEPS.indexOf(furthest) ? requestedStep : furthest;
}

/**
 * The options section to open next: the first one not done, then products when the unit type has
 * any (`hasProducts`, from a non-empty optional-product answer), else null (section none).
 */
export function nextOptionsSection(
  state: BookingFlowData,
  context: BookingProgressContext & { hasProducts?: boolean } = {},
): OptionsSection | null {
  const progress = getBookingProgress(state, context);
  if (!progress.moveInDate) return 'moveInDate';
  if (!progress.billingPlan) return 'billingPeriod';
  if (!progress.insurance) return 'insurance';
  return context.hasProducts ? 'products' : null;
}
