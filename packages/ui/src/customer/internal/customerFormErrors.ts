import { DEFAULT_CUSTOMER_TYPE, formValidators, type ValidationMessage, validate } from '@stowly/booking';
import type { CustomerFormConsent, CustomerFormData } from '../CustomerForm';

const { required, email, maxLength, phoneNumber } = formValidators;

/**
 * The longest values the booking API accepts (openapi/booking-api.yaml, `BookingRequest`): names
 * (`PersonName`) 100, street and city (`AddressLine`) 200, `PostalCode` 20, `Email` 254,
 * `companyName` 200, `companyTaxIdentificationNumber` 50, `PhoneNumber` 30.
 */
const MAX = { name: 100, address: 200, zip: 20, email: 254, company: 200, vat: 50, phone: 30 } as const;

/** The fields of the customer form in the order they are shown, which is the order errors are visited in. */
export function customerFormFields(consents: readonly CustomerFormConsent[]): string[] {
  return [
    'firstName',
    'lastName',
    'companyName',
    'vatNumber',
    'street',
    'zip',
    'city',
    'country',
    'email',
    'phone',
    'conditions',
    'privacy',
    'cancellation',
    ...consents.map((consent) => `consents.${consent.type}`),
  ];
}

/**
 * The form errors of the customer data by field, from the headless validators of
 * `@stowly/booking` (spec section 5); a field without an error is absent. Company name and VAT
 * number are checked for business customers only.
 */
export function customerFormErrors(
  data: CustomerFormData,
  consents: readonly CustomerFormConsent[],
): Partial<Record<string, ValidationMessage>> {
  const business = (data.customerType ?? DEFAULT_CUSTOMER_TYPE) === 'business';
  const text = (value: string | undefined, max: number) => validate(value, required, maxLength(max));
  const errors: Record<string, ValidationMessage | null> = {
    firstName: text(data.firstName, MAX.name),
    lastName: text(data.lastName, MAX.name),
    companyName: business ? text(data.companyName, MAX.company) : null,
    vatNumber: business ? maxLength(MAX.vat)(data.vatNumber) : null,
    street: text(data.street, MAX.address),
    zip: text(data.zip, MAX.zip),
    city: text(data.city, MAX.address),
    country: required(data.country),
    email: validate(data.email, required, email, maxLength(MAX.email)),
    phone: phoneNumber(data.phone) ?? maxLength(MAX.phone)(data.phone?.number),
    conditions: required(data.conditions),
    privacy: required(data.privacy),
    cancellation: required(data.cancellation),
  };
  for (const consent of consents) {
    errors[`consents.${consent.type}`] = consent.required ? required(data.consents?.[consent.type]) : null;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as Partial<
    Record<string, ValidationMessage>
  >;
}
