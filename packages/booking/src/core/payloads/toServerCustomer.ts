import type { Schema } from '@stowly/api-client';
import { type CustomerData, DEFAULT_CUSTOMER_TYPE } from '../flow/createBookingStore';
import { requireValue } from './BookingError';

/** The server customer shape of spec section 3, as the booking payload carries it. */
export type ServerCustomer = Pick<
  Schema<'BookingRequest'>,
  | 'customerType'
  | 'companyName'
  | 'companyTaxIdentificationNumber'
  | 'email'
  | 'firstname'
  | 'lastname'
  | 'phoneNumber'
  | 'phonePrefix'
  | 'street'
  | 'city'
  | 'postalCode'
  | 'countryId'
>;

/**
 * Maps the customer form data to the server customer shape: texts trimmed, customer type private
 * by default, company name and tax number only for business customers. A required field that is
 * missing or blank throws "value null/undefined: <field>" with the server field name.
 */
export function toServerCustomer(customerData: CustomerData): ServerCustomer {
  const text = (value: string | undefined, field: string) => requireValue(value, field).trim();
  const customerType = customerData.customerType ?? DEFAULT_CUSTOMER_TYPE;
  const business = customerType === 'business';
  return {
    customerType,
    companyName: business ? text(customerData.companyName, 'companyName') : null,
    companyTaxIdentificationNumber: (business && customerData.vatNumber?.trim()) || null,
    email: text(customerData.email, 'email'),
    firstname: text(customerData.firstName, 'firstname'),
    lastname: text(customerData.lastName, 'lastname'),
    phoneNumber: text(customerData.phone?.number, 'phoneNumber'),
    phonePrefix: text(customerData.phone?.prefix, 'phonePrefix'),
    street: text(customerData.street, 'street'),
    city: text(customerData.city, 'city'),
    postalCode: text(customerData.zip, 'postalCode'),
    countryId: requireValue(customerData.country?.id, 'countryId'),
  };
}
