import type { CustomerData } from '../customer/CustomerData';
import {
  CUSTOMER_DETAIL_ASKS,
  CUSTOMER_DETAIL_FIELDS,
  customerDetailFields,
  hasCustomerDetail,
} from '../customer/customerFields';

/** How far the customer form is: nothing entered, partly filled, or complete (spec section 4). */
export type CustomerDataStatus = 'pending' | 'in-progress' | 'done';

/**
 * The completeness rule of spec section 5 for a guest: every detail the customer form requires of
 * the customer type is non-empty (country, first name, last name, postal code, city, street, email,
 * phone number and prefix; the company name too for a business customer).
 */
export function isGuestCustomerDataComplete(customerData: CustomerData): boolean {
  return customerDetailFields(customerData.customerType).every(
    (field) => !CUSTOMER_DETAIL_ASKS[field].required || hasCustomerDetail(customerData, field),
  );
}

/**
 * The customer data status: `done` when complete, `pending` when no field is filled in yet,
 * otherwise `in-progress`. Pass the signed-in customer's rule as `isComplete` where it applies.
 * @param isComplete The completeness rule. @default isGuestCustomerDataComplete
 */
export function getCustomerDataStatus(
  customerData: CustomerData,
  isComplete: (customerData: CustomerData) => boolean = isGuestCustomerDataComplete,
): CustomerDataStatus {
  if (isComplete(customerData)) return 'done';
  // Any detail counts, whatever the customer type; a phone prefix alone does not (it comes with the country).
  const started = CUSTOMER_DETAIL_FIELDS.some((field) =>
    field === 'phone' ? !!customerData.phone?.number?.trim() : hasCustomerDetail(customerData, field),
  );
  return started ? 'in-progress' : 'pending';
}
