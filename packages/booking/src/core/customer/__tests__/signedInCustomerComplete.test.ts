import { describe, expect, it } from 'vitest';
import type { CustomerData } from '../../flow/createBookingStore';
import { getCustomerDataStatus } from '../../flow/getCustomerDataStatus';
import { isSignedInCustomerComplete } from '../isSignedInCustomerComplete';

const SIGNED_IN: CustomerData = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { number: '701234567', prefix: '+46' },
};

describe('A logged-in customer counts as complete only if first name, last name, email, phone number and prefix are all non-empty', () => {
  it('needs no address, country or customer type', () => {
    expect(isSignedInCustomerComplete(SIGNED_IN)).toBe(true);
  });

  it.each<[string, CustomerData]>([
    ['first name', { ...SIGNED_IN, firstName: '' }],
    ['last name', { ...SIGNED_IN, lastName: '   ' }],
    ['email', { ...SIGNED_IN, email: undefined }],
    ['phone number', { ...SIGNED_IN, phone: { prefix: '+46' } }],
    ['phone prefix', { ...SIGNED_IN, phone: { number: '701234567', prefix: ' ' } }],
    ['phone', { ...SIGNED_IN, phone: undefined }],
  ])('is incomplete without %s', (_, customerData) => {
    expect(isSignedInCustomerComplete(customerData)).toBe(false);
  });

  it('drives the customer data status of a signed-in customer', () => {
    expect(getCustomerDataStatus(SIGNED_IN)).toBe('in-progress'); // the guest rule wants an address
    expect(getCustomerDataStatus(SIGNED_IN, isSignedInCustomerComplete)).toBe('done');
    expect(getCustomerDataStatus({}, isSignedInCustomerComplete)).toBe('pending');
  });
});
