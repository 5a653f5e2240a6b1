import { type CustomerData, DEFAULT_CUSTOMER_TYPE } from './createBookingStore';

/** How far the customer form is: nothing entered, partly filled, or complete (spec section 4). */
export type CustomerDataStatus = 'pending' | 'in-progress' | 'done';

const filled = (value: string | undefined) => !!value?.trim();

const GUEST_FIELDS = ['firstName', 'lastName', 'zip', 'city', 'street', 'email'] as const;

/**
 * The completeness rule of spec section 5 for a guest: country, first name, last name, postal
 * code, city, street, customer type, email, phone number and prefix are non-empty, and the company
 * name too for a business customer.
 */
export function isGuestCustomerDataComplete(customerData: CustomerData): boolean {
  return (
    !!customerData.country &&
    GUEST_FIELDS.every((field) => filled(customerData[field])) &&
    filled(customerData.phone?.number) &&
    filled(customerData.phone?.prefix) &&
    ((customerData.customerType ?? DEFAULT_CUSTOMER_TYPE) !== 'business' || filled(customerData.companyName))
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
  const started =
    !!customerData.country ||
    [...GUEST_FIELDS, 'companyName' as const, 'vatNumber' as const].some((field) =>
      filled(customerData[field]),
    ) ||
    filled(customerData.phone?.number);
  return started ? 'in-progress' : 'pending';
}
