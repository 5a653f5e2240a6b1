import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_SIDE_STATES,
  CHECKOUT_STEPS,
  canShowCheckoutStep,
  isCheckoutSideState,
  isCheckoutStep,
  isFinalCheckoutStep,
} from '../checkoutSteps';

describe('checkout steps and side states (spec section 4)', () => {
  it('lists the steps in order and the side states', () => {
    expect(CHECKOUT_STEPS).toEqual([
      'payment',
      'payment-verify',
      'e-signature',
      'id-check',
      'create-booking',
      'success',
    ]);
    expect([...CHECKOUT_SIDE_STATES].sort()).toEqual(
      [
        'e-signature-cancelled',
        'e-signature-expired',
        'id-check-cancelled',
        'id-check-expired',
        'id-check-failed',
        'id-check-in-progress',
        'session-ended',
      ].sort(),
    );
  });

  it('recognises known steps only', () => {
    expect(isCheckoutStep('id-check-in-progress')).toBe(true);
    expect(isCheckoutStep('refund')).toBe(false);
    expect(isCheckoutStep(undefined)).toBe(false);
  });

  it('tells side states from steps', () => {
    expect(CHECKOUT_SIDE_STATES.every(isCheckoutSideState)).toBe(true);
    expect(CHECKOUT_STEPS.some(isCheckoutSideState)).toBe(false);
  });

  it('ends at success and at session-ended', () => {
    expect([...CHECKOUT_STEPS, ...CHECKOUT_SIDE_STATES].filter(isFinalCheckoutStep)).toEqual([
      'success',
      'session-ended',
    ]);
  });

  it('shows a step page only for the step the server is at, its payment return and the booked basket', () => {
    expect(canShowCheckoutStep('payment', 'payment')).toBe(true);
    expect(canShowCheckoutStep('payment-verify', 'payment')).toBe(true);
    expect(canShowCheckoutStep('create-booking', 'success')).toBe(true);
    expect(canShowCheckoutStep('e-signature', 'payment')).toBe(false);
    expect(canShowCheckoutStep('id-check', 'e-signature')).toBe(false);
    expect(canShowCheckoutStep('create-booking', 'id-check')).toBe(false);
    expect(canShowCheckoutStep('payment', 'e-signature')).toBe(false);
    expect(canShowCheckoutStep('payment', 'payment-verify')).toBe(false);
  });
});
