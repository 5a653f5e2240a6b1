import type { CheckoutStep, IdentityCheck } from './checkoutSteps';

/** A step of the checkout as a customer sees it; each groups one or more server steps. */
export type VisibleCheckoutStep = 'payment' | 'e-signature' | 'id-check' | 'success';

/** The visible checkout steps in order: payment, signature, identity check, booking confirmed. */
export const VISIBLE_CHECKOUT_STEPS = [
  'payment',
  'e-signature',
  'id-check',
  'success',
] as const satisfies readonly VisibleCheckoutStep[];

/** The SDK message that names each visible step, such as "Signature". */
export const VISIBLE_CHECKOUT_STEP_MESSAGES = {
  payment: 'checkout.step.payment',
  'e-signature': 'checkout.step.eSignature',
  'id-check': 'checkout.step.idCheck',
  success: 'checkout.step.success',
} as const satisfies Record<VisibleCheckoutStep, string>;

const VISIBLE_STEP_OF: Readonly<Record<CheckoutStep, VisibleCheckoutStep | null>> = {
  payment: 'payment',
  'payment-verify': 'payment',
  'e-signature': 'e-signature',
  'e-signature-cancelled': 'e-signature',
  'e-signature-expired': 'e-signature',
  'id-check': 'id-check',
  'id-check-cancelled': 'id-check',
  'id-check-expired': 'id-check',
  'id-check-failed': 'id-check',
  'id-check-in-progress': 'id-check',
  'create-booking': 'success',
  success: 'success',
  'session-ended': null,
};

/**
 * The visible step a server step shows as: payment verification as payment, the cancelled,
 * expired, failed and in-progress states as their step, booking creation as the last step; null for
 * `session-ended`.
 */
export function visibleCheckoutStep(step: CheckoutStep): VisibleCheckoutStep | null {
  return VISIBLE_STEP_OF[step] ?? null;
}

/** One visible step of {@link CheckoutProgress}. */
export interface CheckoutProgressStep {
  /** Which visible step this is. */
  step: VisibleCheckoutStep;
  /** The SDK message that names it. */
  messageKey: (typeof VISIBLE_CHECKOUT_STEP_MESSAGES)[VisibleCheckoutStep];
  /** The customer is at this step. */
  isCurrent: boolean;
  /** The step is done: before the current one, or every step once the booking is confirmed. */
  isComplete: boolean;
}

/** Where a checkout stands, as the ordered visible steps. */
export interface CheckoutProgress {
  /** The position of the current step in `steps`, from 0. */
  currentIndex: number;
  /** Every visible step, in order. */
  steps: readonly CheckoutProgressStep[];
}

/**
 * The progress a step indicator shows for the server's checkout step, or null where none shows
 * (`session-ended`). `identityCheck` is the checkout state's: a checkout without an identity
 * check (`already-verified`, `not-required`) shows no identity-check step.
 *
 * @example
 * getCheckoutProgress('e-signature-cancelled')?.currentIndex; // 1
 * getCheckoutProgress('create-booking', 'already-verified')?.steps.length; // 3
 */
export function getCheckoutProgress(
  step: CheckoutStep,
  identityCheck: IdentityCheck = 'required',
): CheckoutProgress | null {
  const current = visibleCheckoutStep(step);
  if (current === null) return null;
  const visibleSteps = VISIBLE_CHECKOUT_STEPS.filter(
    (visible) => visible !== 'id-check' || identityCheck === 'required' || current === 'id-check',
  );
  const currentIndex = visibleSteps.indexOf(current);
  const finished = step === 'success';
  return {
    currentIndex,
    steps: visibleSteps.map((visible, index) => ({
      step: visible,
      messageKey: VISIBLE_CHECKOUT_STEP_MESSAGES[visible],
      isCurrent: index === currentIndex,
      isComplete: index < currentIndex || finished,
    })),
  };
}
