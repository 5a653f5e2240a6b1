import { describe, expect, it } from 'vitest';
import { createBookingStore } from '../../flow/createBookingStore';
import { customerDataDefaults } from '../customerDataDefaults';

const LOCATION = { defaultCountryId: 46 };
const COUNTRIES = [
  { id: 45, phonePrefix: '+45' },
  { id: 46, phonePrefix: '+46' },
];

describe("The customer form starts with the location's default country and its phone prefix", () => {
  it('fills the country and the phone prefix of empty customer data', () => {
    expect(customerDataDefaults(LOCATION, COUNTRIES)).toEqual({
      country: { id: 46 },
      phone: { prefix: '+46' },
    });
    expect(customerDataDefaults(LOCATION, COUNTRIES, {})).toEqual({
      country: { id: 46 },
      phone: { prefix: '+46' },
    });
  });

  it('keeps a typed phone number and fills only the prefix beside it', () => {
    expect(customerDataDefaults(LOCATION, COUNTRIES, { phone: { number: '701234567' } })).toEqual({
      country: { id: 46 },
      phone: { number: '701234567', prefix: '+46' },
    });
  });

  it('keeps a typed phone prefix', () => {
    expect(customerDataDefaults(LOCATION, COUNTRIES, { phone: { prefix: '+45' } })).toEqual({
      country: { id: 46 },
    });
  });

  it.each([
    ['a chosen country', { country: { id: 45 } }],
    ['a cleared country', { country: null }],
  ])('changes nothing after %s', (_, customerData) => {
    expect(customerDataDefaults(LOCATION, COUNTRIES, customerData)).toEqual({});
  });

  it('changes nothing when the countries do not list the default country', () => {
    expect(customerDataDefaults({ defaultCountryId: 47 }, COUNTRIES)).toEqual({});
    expect(customerDataDefaults(LOCATION, [])).toEqual({});
  });

  it('merges into the flow with setCustomerData, once', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().setCustomerData({ firstName: 'Anna' });
    store
      .getState()
      .setCustomerData(customerDataDefaults(LOCATION, COUNTRIES, store.getState().customerData));
    expect(store.getState().customerData).toEqual({
      firstName: 'Anna',
      country: { id: 46 },
      phone: { prefix: '+46' },
    });
    expect(customerDataDefaults(LOCATION, COUNTRIES, store.getState().customerData)).toEqual({});
  });
});
