import { describe, expect, it } from 'vitest';
import { CHECKOUT_SIDE_STATES, CHECKOUT_STEPS } from '../checkoutSteps';
import { getCheckoutProgress, VISIBLE_CHECKOUT_STEPS, visibleCheckoutStep } from '../getCheckoutProgress';

/** The progress as `done`, `current` and `upcoming` per visible step. */
function marks(step: Parameters<typeof getCheckoutProgress>[0]) {
  return getCheckoutProgress(step)?.steps.map((visible) =>
    visible.isCurrent && !visible.isComplete ? 'current' : visible.isComplete ? 'done' : 'upcoming',
  );
}

describe('the visible checkout steps', () => {
  it('groups every server step under payment, signature, identity check or confirmation', () => {
    expect(VISIBLE_CHECKOUT_STEPS).toEqual(['payment', 'e-signature', 'id-check', 'success']);
    const groups = Object.fromEntries(
      [...CHECKOUT_STEPS, ...CHECKOUT_SIDE_STATES].map((step) => [step, visibleCheckoutStep(step)]),
    );
    expect(groups).toEqual({
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
    });
  });

  it('marks the steps before the current one done and the rest upcoming', () => {
    expect(marks('payment-verify')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(marks('e-signature-expired')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(marks('id-check-in-progress')).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(marks('create-booking')).toEqual(['done', 'done', 'done', 'current']);
    expect(getCheckoutProgress('id-check')?.currentIndex).toBe(2);
  });

  it('marks every step done once the booking is confirmed', () => {
    expect(marks('success')).toEqual(['done', 'done', 'done', 'done']);
    expect(getCheckoutProgress('success')?.steps[3]?.isCurrent).toBe(true);
  });

  it('names each step with an SDK message and shows none once the session ended', () => {
    expect(getCheckoutProgress('payment')?.steps.map((visible) => visible.messageKey)).toEqual([
      'checkout.step.payment',
      'checkout.step.eSignature',
      'checkout.step.idCheck',
      'checkout.step.success',
    ]);
    expect(getCheckoutProgress('session-ended')).toBeNull();
  });

  it('leaves the identity-check step out of a checkout that has none', () => {
    for (const identityCheck of ['already-verified', 'not-required'] as const) {
      const progress = getCheckoutProgress('create-booking', identityCheck);
      expect(progress?.steps.map((visible) => visible.step)).toEqual(['payment', 'e-signature', 'success']);
      expect(progress?.currentIndex).toBe(2);
      expect(
        getCheckoutProgress('e-signature', identityCheck)?.steps.map((visible) => visible.isComplete),
      ).toEqual([true, false, false]);
    }
    expect(getCheckoutProgress('payment', 'required')?.steps).toHaveLength(4);
  });
});
