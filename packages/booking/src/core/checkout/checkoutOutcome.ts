import { isApiError } from '@stowly/api-client';
import { type CheckoutStep, isCheckoutStep } from './checkoutSteps';

/**
 * Why the customer is shown a checkout step they did not expect, as the `reason` query of the
 * checkout routes carries it: a declined card, a provider return that belonged to another basket,
 * a basket the server does not know.
 */
export type CheckoutReason = 'payment-declined' | 'foreign-session' | 'unknown-basket';

/** The checkout reasons the app shows a message for. */
export const CHECKOUT_REASONS = [
  'payment-declined',
  'foreign-session',
  'unknown-basket',
] as const satisfies readonly CheckoutReason[];

/** True for a known {@link CheckoutReason}, such as a `reason` query value. */
export function isCheckoutReason(value: unknown): value is CheckoutReason {
  return typeof value === 'string' && (CHECKOUT_REASONS as readonly string[]).includes(value);
}

/**
 * Where a failed checkout call leaves the customer:
 * - `step`: the server named the step the basket is at (`wrong-step`, a declined payment that put
 *   the basket back at `payment`): go there;
 * - `resync`: the basket is unchanged but the answer does not say where it is (`session-used` after
 *   a reload of a return route, `foreign-session`, `not-found` for a provider reference or session
 *   the server does not know): read `GET /checkout/{basketId}` and go to its step (an unknown
 *   basket ends there);
 * - `failed`: anything else (network, server error): the call may be retried.
 *
 * `reason`, when set, is what the next page explains.
 */
export type CheckoutOutcome =
  | { kind: 'step'; step: CheckoutStep; reason: CheckoutReason | null }
  | { kind: 'resync'; reason: CheckoutReason | null }
  | { kind: 'failed'; error: unknown };

/**
 * Classifies the error of a checkout call (spec section 4: the client resyncs on `wrong-step` and
 * never shows a step the server has not reached).
 */
export function checkoutOutcome(error: unknown): CheckoutOutcome {
  if (!isApiError(error)) return { kind: 'failed', error };
  if (error.code === 'wrong-step' && isCheckoutStep(error.currentStep)) {
    return { kind: 'step', step: error.currentStep, reason: null };
  }
  switch (error.code) {
    case 'wrong-step':
    case 'session-used':
    case 'not-found':
      return { kind: 'resync', reason: null };
    case 'foreign-session':
      return { kind: 'resync', reason: 'foreign-session' };
    case 'payment-declined':
      return { kind: 'step', step: 'payment', reason: 'payment-declined' };
    default:
      return { kind: 'failed', error };
  }
}
