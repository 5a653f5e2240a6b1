import { CHECKOUT_SIDE_STATES, CHECKOUT_STEPS } from '@stowly/booking/checkout';
import { describe, expect, it } from 'vitest';
import {
  basketIdOf,
  checkoutReturnUrls,
  checkoutRootPath,
  checkoutStepOfRoute,
  checkoutStepPath,
  continueCheckoutPath,
} from '../checkoutPath';

describe('checkout routes (spec section 2)', () => {
  it('maps every step to its route; a basket found at success is already booked', () => {
    expect(checkoutStepPath(1, 'payment')).toBe('/1/checkout/step/payment');
    expect(checkoutStepPath(1, 'payment-verify')).toBe('/1/checkout/step/payment-verify');
    expect(checkoutStepPath(2, 'e-signature-cancelled')).toBe('/2/checkout/step/e-signature-cancelled');
    expect(checkoutStepPath(2, 'id-check-in-progress')).toBe('/2/checkout/step/id-check-in-progress');
    expect(checkoutStepPath(3, 'create-booking')).toBe('/3/checkout/step/create-booking');
    expect(checkoutStepPath(3, 'session-ended')).toBe('/3/checkout/session-ended');
    expect(checkoutStepPath(3, 'success')).toBe('/3/already-booked');
  });

  it('adds the reason query when there is one', () => {
    expect(checkoutStepPath(1, 'payment', 'payment-declined')).toBe(
      '/1/checkout/step/payment?reason=payment-declined',
    );
    expect(checkoutRootPath(1, 'foreign-session')).toBe('/1/checkout?reason=foreign-session');
    expect(checkoutRootPath(1)).toBe('/1/checkout');
    expect(continueCheckoutPath(1, 77, null)).toBe('/1/checkout/77');
  });

  it('reads the step of a step route back, and nothing from other routes', () => {
    for (const step of [...CHECKOUT_STEPS, ...CHECKOUT_SIDE_STATES]) {
      const path = checkoutStepPath(4, step);
      if (path.includes('/checkout/step/')) expect(checkoutStepOfRoute(path)).toBe(step);
    }
    expect(checkoutStepOfRoute('/4/checkout')).toBeNull();
    expect(checkoutStepOfRoute('/4/checkout/success')).toBeNull();
    expect(checkoutStepOfRoute('/4/checkout/esignature/12')).toBeNull();
  });

  it('builds absolute return URLs on this origin, keeping the language', () => {
    expect(checkoutReturnUrls('https://book.example.com', 1, 991, 'sv')).toEqual({
      payment: 'https://book.example.com/1/checkout/step/payment-verify?lang=sv',
      eSignature: 'https://book.example.com/1/checkout/esignature/991?lang=sv',
      idCheck: 'https://book.example.com/1/checkout/id-check/991?lang=sv',
    });
    expect(checkoutReturnUrls('http://127.0.0.1:8080', 2, 5, null).payment).toBe(
      'http://127.0.0.1:8080/2/checkout/step/payment-verify',
    );
  });

  it('accepts only positive safe integers as basket ids', () => {
    expect(basketIdOf('123')).toBe(123);
    expect(basketIdOf('0')).toBeNull();
    expect(basketIdOf('12a')).toBeNull();
    expect(basketIdOf('99999999999999999999')).toBeNull();
    expect(basketIdOf(undefined)).toBeNull();
  });
});
