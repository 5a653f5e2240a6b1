import type { Schema } from '@stowly/api-client';
import type { CustomerData } from './CustomerData';

/** The text as it is, or undefined when the account has none (empty, blank or null). */
const given = (value: string | null | undefined) => (value?.trim() ? value : undefined);

/**
 * The customer form data of a signed-in customer's account (`GET /customer-portal/auth/customer`,
 * the server customer shape of spec section 3): names, email, phone and prefix, address, country,
 * customer type, company and VAT number. Only what the account holds is returned (an empty field
 * of the account is left out, so merging it with `setCustomerData` keeps what the flow has there).
 *
 * @example
 * actions.setCustomerData(customerDataFromAccount(account));
 * isSignedInCustomerComplete(useBookingState((state) => state.customerData));
 */
export function customerDataFromAccount(account: Schema<'Customer'>): CustomerData {
  const data: CustomerData = { customerType: account.customerType };
  const texts: [keyof CustomerData, string | null][] = [
    ['firstName', account.firstname],
    ['lastName', account.lastname],
    ['companyName', account.companyName],
    ['vatNumber', account.companyTaxIdentificationNumber],
    ['street', account.street],
    ['zip', account.postalCode],
    ['city', account.city],
    ['email', account.email],
  ];
  for (const [field, value] of texts) {
    const text = given(value);
    if (text !== undefined) Object.assign(data, { [field]: text });
  }
  if (account.countryId !== null) data.country = { id: account.countryId };
  const number = given(account.phoneNumber);
  const prefix = given(account.phonePrefix);
  if (number !== undefined || prefix !== undefined) {
    data.phone = { ...(number !== undefined && { number }), ...(prefix !== undefined && { prefix }) };
  }
  return data;
}
