import type { Schema } from '@stowly/api-client';

/** A step or side state of the server's checkout state machine. */
export type CheckoutStep = Schema<'CheckoutStep'>;

/** The checkout steps in order (spec section 4). */
export const CHECKOUT_STEPS = [
  'payment',
  'payment-verify',
  'e-signature',
  'id-check',
  'create-booking',
  'success',
] as const satisfies readonly CheckoutStep[];

/** The checkout side states (spec section 4): a provider was cancelled or expired, a check is pending, or the session ended. */
export const CHECKOUT_SIDE_STATES = [
  'e-signature-cancelled',
  'e-signature-expired',
  'id-check-expired',
  'id-check-cancelled',
  'id-check-in-progress',
  'session-ended',
] as const satisfies readonly CheckoutStep[];

const ALL: readonly string[] = [...CHECKOUT_STEPS, ...CHECKOUT_SIDE_STATES];

/** True for a known checkout step or side state. */
export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && ALL.includes(value);
}

/** True for a side state rather than a step. */
export function isCheckoutSideState(step: CheckoutStep): step is (typeof CHECKOUT_SIDE_STATES)[number] {
  return (CHECKOUT_SIDE_STATES as readonly string[]).includes(step);
}

/** True where the checkout ends: `success` or `session-ended`. */
export function isFinalCheckoutStep(step: CheckoutStep): boolean {
  return step === 'success' || step === 'session-ended';
}
