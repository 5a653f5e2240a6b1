import type { CustomerData } from './CustomerData';

const filled = (value: string | undefined) => !!value?.trim();

/**
 * The completeness rule of spec section 5 for a signed-in customer: first name, last name, email,
 * phone number and phone prefix are non-empty (the address is on file at the provider). Pass it to
 * `getCustomerDataStatus(customerData, isSignedInCustomerComplete)` when the customer is signed in.
 */
export function isSignedInCustomerComplete(customerData: CustomerData): boolean {
  return (
    filled(customerData.firstName) &&
    filled(customerData.lastName) &&
    filled(customerData.email) &&
    filled(customerData.phone?.number) &&
    filled(customerData.phone?.prefix)
  );
}
