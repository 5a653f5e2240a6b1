import type { Schema } from '@stowly/api-client';

/** A step or side state of the server's checkout state machine. */
export type CheckoutStep = Schema<'CheckoutStep'>;

/**
 * Whether a checkout has an identity-check step (the checkout state's `identityCheck`):
 * `required`, or none because the signed-in customer's identity is `already-verified` at the
 * tenant, or because the location asks for none (`not-required`).
 */
export type IdentityCheck = Schema<'IdentityCheck'>;

/** The checkout steps in order (spec section 4). */
export const CHECKOUT_STEPS = [
  'payment',
  'payment-verify',
  'e-signature',
  'id-check',
  'create-booking',
  'success',
] as const satisfies readonly CheckoutStep[];

/**
 * The checkout side states (spec section 4): a provider was cancelled or expired, the identity
 * check failed (the provider rejected it) or is pending, or the session ended.
 */
export const CHECKOUT_SIDE_STATES = [
  'e-signature-cancelled',
  'e-signature-expired',
  'id-check-expired',
  'id-check-cancelled',
  'id-check-failed',
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

/**
 * Whether the page of `pageStep` may show while the server is at `serverStep`: its own step, the
 * payment-verify return while the server is still at payment, and the booking step once the
 * booking exists (it then moves on to the confirmation). Any other page should give way to the
 * server's step.
 *
 * @example
 * canShowCheckoutStep('payment-verify', 'payment'); // true
 * canShowCheckoutStep('e-signature', 'payment'); // false
 */
export function canShowCheckoutStep(pageStep: CheckoutStep, serverStep: CheckoutStep): boolean {
  return (
    pageStep === serverStep ||
    (pageStep === 'payment-verify' && serverStep === 'payment') ||
    (pageStep === 'create-booking' && serverStep === 'success')
  );
}
