import { describe, expect, it } from 'vitest';
import { type CustomerData, createBookingStore } from '../../flow/createBookingStore';
import { BookingError } from '../BookingError';
import { buildBookingPayload } from '../buildBookingPayload';
import { toServerCustomer } from '../toServerCustomer';

const customer: CustomerData = {
  customerType: 'private',
  firstName: ' Anna ',
  lastName: 'Svensson',
  companyName: 'Ignored AB',
  vatNumber: 'SE556677889901',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: { id: 46 },
  email: 'anna@example.com',
  phone: { number: '701234567', prefix: '+46' },
  consents: { privacy: true, newsletter: false },
  recaptchaToken: 'token-from-form',
};

function bookedStore() {
  const store = createBookingStore({ locationId: 7, unitTypeCategory: { id: 3 } });
  const actions = store.getState();
  actions.selectUnitType({ id: 12, categoryIds: [3], available: true });
  actions.setMoveInDate('2026-03-20');
  actions.setUnitAvailable(true);
  actions.selectBookingPlan({ id: 21, hasInsurances: true, period: 'monthly', amount: 99 });
  actions.selectInsurance({ id: 31, billingPeriodId: 41 });
  actions.toggleProduct({ id: 51, frequency: 'one_time' });
  actions.setProductQuantity({ id: 61, frequency: 'recurring' }, 2);
  actions.setDiscountCode('SPRING');
  actions.setCustomerData(customer);
  return store;
}

const consents = [{ type: 'privacy' }, { type: 'newsletter' }, { type: 'terms' }];

describe('booking payload (spec section 3)', () => {
  it('carries the flow, the server customer, the upper-case language and exactly one location', () => {
    const payload = buildBookingPayload(bookedStore().getState(), { language: 'sv', consents });
    expect(payload).toEqual({
      moveInDate: '2026-03-20',
      customerType: 'private',
      companyName: null,
      companyTaxIdentificationNumber: null,
      email: 'anna@example.com',
      firstname: 'Anna',
      lastname: 'Svensson',
      phoneNumber: '701234567',
      phonePrefix: '+46',
      street: 'Storgatan 1',
      city: 'Stockholm',
      postalCode: '111 22',
      countryId: 46,
      billingPeriodId: 21,
      insuranceBillingPeriodId: 41,
      discountCode: 'SPRING',
      unitTypeId: 12,
      unitTypeCategoryId: 3,
      insuranceId: 31,
      oneTimeItems: [{ productId: 51, quantity: 1 }],
      recurringItems: [{ recurringProductId: 61, quantity: 2 }],
      languageId: 'SV',
      locationIds: [7],
      recaptchaToken: 'token-from-form',
      consents: [
        { type: 'privacy', accepted: true },
        { type: 'newsletter', accepted: false },
        { type: 'terms', accepted: false },
      ],
    });
  });

  it('sends null for what was not chosen', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType({ id: 12, categoryIds: [], available: true });
    store.getState().setMoveInDate('2026-03-20');
    store.getState().setUnitAvailable(true);
    store.getState().selectBookingPlan({ id: 22, hasInsurances: false, period: 'weekly', amount: 25 });
    store.getState().setCustomerData({ ...customer, customerType: undefined });
    const payload = buildBookingPayload(store.getState(), {
      language: 'en',
      recaptchaToken: 'fresh',
      consents: [],
    });
    expect(payload).toMatchObject({
      customerType: 'private',
      insuranceId: null,
      insuranceBillingPeriodId: null,
      discountCode: null,
      unitTypeCategoryId: null,
      oneTimeItems: [],
      recurringItems: [],
      languageId: 'EN',
      recaptchaToken: 'fresh',
      consents: [],
    });
  });

  type State = ReturnType<ReturnType<typeof bookedStore>['getState']>;
  it.each<[string, (state: State) => State]>([
    ['moveInDate', (state) => ({ ...state, moveInDate: null })],
    ['billingPeriodId', (state) => ({ ...state, bookingPlan: null })],
    ['unitTypeId', (state) => ({ ...state, unitType: null })],
    ['email', (state) => ({ ...state, customerData: { ...state.customerData, email: '  ' } })],
    ['countryId', (state) => ({ ...state, customerData: { ...state.customerData, country: null } })],
    [
      'phonePrefix',
      (state) => ({ ...state, customerData: { ...state.customerData, phone: { number: '7012' } } }),
    ],
    [
      'recaptchaToken',
      (state) => ({ ...state, customerData: { ...state.customerData, recaptchaToken: undefined } }),
    ],
  ])('missing %s raises "value null/undefined: <field>"', (field, remove) => {
    const state = remove(bookedStore().getState());
    const build = () => buildBookingPayload(state, { language: 'en', consents });
    expect(build).toThrow(`value null/undefined: ${field}`);
    expect(build).toThrow(BookingError);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({ code: 'missing-value', data: { field } });
    }
  });
});

describe('server customer shape (spec section 3)', () => {
  it('sends company name and tax number for business customers only', () => {
    expect(toServerCustomer({ ...customer, customerType: 'business' })).toMatchObject({
      customerType: 'business',
      companyName: 'Ignored AB',
      companyTaxIdentificationNumber: 'SE556677889901',
    });
    expect(toServerCustomer({ ...customer, customerType: 'business', vatNumber: ' ' })).toMatchObject({
      companyTaxIdentificationNumber: null,
    });
  });

  it('a business customer needs a company name', () => {
    expect(() => toServerCustomer({ ...customer, customerType: 'business', companyName: '' })).toThrow(
      'value null/undefined: companyName',
    );
  });
});
