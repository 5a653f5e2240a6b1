import { describe, expect, it } from 'vitest';
import { createFakeBookingApi } from '../../flow/__tests__/fakeBookingApi';
import { createBookingStore } from '../../flow/createBookingStore';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { loadCatalog } from '../../i18n/loadCatalog';
import { BookingError } from '../../payloads/BookingError';
import { DISCOUNT_CODE_REJECTION_ERRORS, discountCodeRejectionOf } from '../discountCodeErrors';
import { validateDiscountCode } from '../validateDiscountCode';

function flowWithOptions() {
  const store = createBookingStore({ locationId: 7 });
  store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
  store.getState().setMoveInDate('2026-03-20');
  store.getState().setUnitAvailable(true);
  store.getState().selectBookingPlan({ id: 22, hasInsurances: false, period: 'monthly', amount: 99 });
  store.getState().setCustomerData({ customerType: 'business' });
  return store.getState();
}

describe('discount code validation (spec sections 4, 5 and 7)', () => {
  it('asks the server per unit type with billing period, customer type, insurance and move-in', async () => {
    const api = createFakeBookingApi();
    const result = await validateDiscountCode(api.client, flowWithOptions(), ' spring ');
    expect(result).toMatchObject({ valid: true, discount: { code: 'SPRING', discountType: 'percentage' } });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/unit-type/12/discount/validation',
      body: {
        discountCode: 'spring',
        billingPeriodId: 22,
        customerType: 'business',
        moveIn: '2026-03-20',
        insuranceId: null,
        insuranceBillingPeriodId: null,
      },
    });
  });

  it('a rejected code gives the message key of the reason the API gave', async () => {
    const api = createFakeBookingApi();
    expect(await validateDiscountCode(api.client, flowWithOptions(), 'EXPIRED')).toEqual({
      valid: false,
      error: 'formValidation.discountCodeExpired',
    });
    expect(await validateDiscountCode(api.client, flowWithOptions(), 'business')).toEqual({
      valid: false,
      error: 'formValidation.discountCodeCustomerType',
    });
  });

  it('a rejected code without a reason (or one this SDK does not know) gives formValidation.discountCode', async () => {
    const api = createFakeBookingApi();
    expect(await validateDiscountCode(api.client, flowWithOptions(), 'NOPE')).toEqual({
      valid: false,
      error: 'formValidation.discountCode',
    });
    api.catalogue.discountRejections.set('NEWER', 'toString');
    expect(await validateDiscountCode(api.client, flowWithOptions(), 'NEWER')).toEqual({
      valid: false,
      error: 'formValidation.discountCode',
    });
  });

  it('maps every rejection of the contract to a message of every catalog', async () => {
    for (const key of Object.values(DISCOUNT_CODE_REJECTION_ERRORS)) {
      for (const language of SUPPORTED_LANGUAGES) {
        expect((await loadCatalog(language))[key], `${language} ${key}`).toBeTruthy();
      }
    }
    expect(discountCodeRejectionOf(new Error('x'))).toBeNull();
  });

  it('too many codes tried (429 too-many-requests) gives limits.discountCodeAttempts, not "not valid"', async () => {
    const api = createFakeBookingApi();
    api.catalogue.failWith = 429;
    expect(await validateDiscountCode(api.client, flowWithOptions(), 'SPRING')).toEqual({
      valid: false,
      error: 'limits.discountCodeAttempts',
    });
    // Other failures still reject.
    api.catalogue.failWith = 500;
    await expect(validateDiscountCode(api.client, flowWithOptions(), 'SPRING')).rejects.toMatchObject({
      status: 500,
    });
  });

  it('a code longer than the API accepts is rejected without a request', async () => {
    const api = createFakeBookingApi();
    expect(await validateDiscountCode(api.client, flowWithOptions(), 'X'.repeat(65))).toEqual({
      valid: false,
      error: 'formValidation.discountCodeUnknown',
    });
    expect(api.requests).toEqual([]);
  });

  it('without billing period or unit type it throws "Insufficient arguments" before any request', async () => {
    const api = createFakeBookingApi();
    const state = { ...flowWithOptions(), bookingPlan: null };
    await expect(validateDiscountCode(api.client, state, 'SPRING')).rejects.toThrow('Insufficient arguments');
    await expect(validateDiscountCode(api.client, state, 'SPRING')).rejects.toBeInstanceOf(BookingError);
    await expect(
      validateDiscountCode(api.client, { ...flowWithOptions(), unitType: null }, 'SPRING'),
    ).rejects.toMatchObject({ code: 'insufficient-arguments' });
    expect(api.requests).toEqual([]);
  });
});
