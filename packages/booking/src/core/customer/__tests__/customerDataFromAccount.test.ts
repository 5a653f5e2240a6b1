import type { Schema } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { customerDataFromAccount } from '../customerDataFromAccount';
import { isSignedInCustomerComplete } from '../isSignedInCustomerComplete';

/** A business customer's account as `GET /customer-portal/auth/customer` answers it. */
const ACCOUNT: Schema<'Customer'> = {
  id: 305,
  customerType: 'business',
  companyName: 'Lovelace Analytics AB',
  companyTaxIdentificationNumber: 'SE556677889901',
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  phoneNumber: '701234567',
  phonePrefix: '+46',
  street: 'Storgatan 1',
  city: 'Stockholm',
  postalCode: '111 22',
  countryId: 46,
};

describe('customerDataFromAccount: the customer form data of a signed-in customer', () => {
  it('maps every field of the account to the form', () => {
    expect(customerDataFromAccount(ACCOUNT)).toEqual({
      customerType: 'business',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Lovelace Analytics AB',
      vatNumber: 'SE556677889901',
      street: 'Storgatan 1',
      zip: '111 22',
      city: 'Stockholm',
      country: { id: 46 },
      email: 'ada@example.com',
      phone: { number: '701234567', prefix: '+46' },
    });
    expect(isSignedInCustomerComplete(customerDataFromAccount(ACCOUNT))).toBe(true);
  });

  it('leaves out what the account does not hold, so merging keeps the form’s values there', () => {
    const sparse: Schema<'Customer'> = {
      ...ACCOUNT,
      customerType: 'private',
      companyName: null,
      companyTaxIdentificationNumber: null,
      phoneNumber: '',
      street: ' ',
      city: '',
      postalCode: '',
      countryId: null,
    };
    expect(customerDataFromAccount(sparse)).toEqual({
      customerType: 'private',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: { prefix: '+46' },
    });
    expect(isSignedInCustomerComplete(customerDataFromAccount(sparse))).toBe(false);
  });
});
