import { type CustomerData, type CustomerType, DEFAULT_CUSTOMER_TYPE } from './CustomerData';

// Who is asked for each detail and whether it must be filled in: the part of the customer form's
// schema (`customerFormSchema`) the booking flow's completeness rule reads on every page, kept
// apart from the formats and the contract's limits the form needs once it opens.

/** A field of the customer's details (everything but the checkboxes), named as in `CustomerData`. */
export type CustomerDetailField =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'vatNumber'
  | 'street'
  | 'zip'
  | 'city'
  | 'country'
  | 'email'
  | 'phone';

/** Who the customer form asks for a detail, and whether it must be filled in. */
export interface CustomerDetailAsk {
  /** The customer types the form asks it of. */
  customerTypes: readonly CustomerType[];
  /** Whether it must be filled in where it is asked. */
  required: boolean;
}

const BOTH_TYPES: readonly CustomerType[] = ['private', 'business'];
const BUSINESS_ONLY: readonly CustomerType[] = ['business'];
const ASKED = { customerTypes: BOTH_TYPES, required: true } as const;

/** Who is asked for each detail of the customer form, in the order shown. */
export const CUSTOMER_DETAIL_ASKS: Readonly<Record<CustomerDetailField, CustomerDetailAsk>> = {
  firstName: ASKED,
  lastName: ASKED,
  companyName: { customerTypes: BUSINESS_ONLY, required: true },
  vatNumber: { customerTypes: BUSINESS_ONLY, required: false },
  street: ASKED,
  zip: ASKED,
  city: ASKED,
  country: ASKED,
  email: ASKED,
  phone: ASKED,
};

/** Every detail field, in the order shown. */
export const CUSTOMER_DETAIL_FIELDS = Object.keys(CUSTOMER_DETAIL_ASKS) as CustomerDetailField[];

/** The details the customer form asks of a customer type, in the order shown. */
export function customerDetailFields(
  customerType: CustomerType = DEFAULT_CUSTOMER_TYPE,
): CustomerDetailField[] {
  return CUSTOMER_DETAIL_FIELDS.filter((field) =>
    CUSTOMER_DETAIL_ASKS[field].customerTypes.includes(customerType),
  );
}

const filled = (value: string | undefined) => !!value?.trim();

/** Whether a detail holds a value: text that is not blank, a chosen country, a phone number with its prefix. */
export function hasCustomerDetail(data: CustomerData, field: CustomerDetailField): boolean {
  if (field === 'country') return !!data.country;
  if (field === 'phone') return filled(data.phone?.number) && filled(data.phone?.prefix);
  return filled(data[field]);
}
