import type { BookingStep } from '@stowly/booking';

/** The `handle` of a booking flow route: which flow step it shows, for the furthest-step rule. */
export interface FlowRouteHandle {
  bookingStep: BookingStep;
}

/** The flow step of a route match's `handle`, or null for routes outside the step order. */
export function bookingStepOf(handle: unknown): BookingStep | null {
  if (typeof handle !== 'object' || handle === null || !('bookingStep' in handle)) return null;
  return (handle as FlowRouteHandle).bookingStep;
}
