import { bookingRequestLimits } from '@stowly/api-client';
import type { CustomerType } from './CustomerData';
import {
  CUSTOMER_DETAIL_ASKS,
  CUSTOMER_DETAIL_FIELDS,
  type CustomerDetailAsk,
  type CustomerDetailField,
  customerDetailFields,
} from './customerFields';
import type { ValidationMessage } from './formValidators';

/** A checkbox of the customer form that accepts one of the tenant's documents. */
export type CustomerDocumentField = 'conditions' | 'privacy' | 'cancellation';

/** A field of the customer form: a detail, a document checkbox, or a location consent (`consents.<type>`). */
export type CustomerFormField = CustomerDetailField | CustomerDocumentField | `consents.${string}`;

/** How the customer form asks for and checks one detail field. */
export interface CustomerFieldRule extends CustomerDetailAsk {
  /** The longest value the booking API accepts (the contract's `maxLength`), if it is limited. */
  maxLength?: number;
  /** The format the value must have: an email address, or a phone number with its `+` prefix. */
  format?: 'email' | 'phone';
  /** The browser's autofill hint; for the phone the number's (its prefix takes `tel-country-code`). */
  autoComplete?: string;
}

/** A location consent as the customer form checks it (the booking API's `Consent`). */
export interface CustomerFormConsentRule {
  /** The consent's key: its field is `consents.<type>`. */
  type: string;
  /**
   * Whether it must be accepted.
   * @default false
   */
  required?: boolean;
  /**
   * The booking's legal document this consent accepts (the booking API's `Consent.document`):
   * the form then asks for that document once, with this consent, instead of its own checkbox.
   * @default null (a consent of its own)
   */
  document?: ConsentDocument | null;
}

/** A legal document a location consent can accept, as the booking API's `Consent.document` names it. */
export type ConsentDocument = 'terms' | 'privacy' | 'cancellation';

/** The document checkbox of the customer form that each `Consent.document` stands for. */
const CONSENT_DOCUMENT_FIELD: Readonly<Record<ConsentDocument, CustomerDocumentField>> = {
  terms: 'conditions',
  privacy: 'privacy',
  cancellation: 'cancellation',
};

/**
 * The location consent that accepts a document of the customer form, if one does: that consent is
 * asked in the document's place (once, with the tenant's label and link).
 *
 * @example
 * consentForDocument('conditions', location.consents); // { type: 'terms', document: 'terms', ... }
 */
export function consentForDocument<Consent extends CustomerFormConsentRule>(
  field: CustomerDocumentField,
  consents: readonly Consent[],
): Consent | undefined {
  return consents.find((consent) => consent.document && CONSENT_DOCUMENT_FIELD[consent.document] === field);
}

/** Which fields a customer form shows. */
export interface CustomerFormFieldsOptions {
  /**
   * The customer type; company name and VAT number are asked of businesses only.
   * @default 'private'
   */
  customerType?: CustomerType;
  /**
   * The location's consents, each a field `consents.<type>` after the document checkboxes.
   * @default []
   */
  consents?: readonly CustomerFormConsentRule[];
  /**
   * The document checkboxes the form asks for; one a location consent accepts (its `document`) is
   * asked as that consent instead, in the document's place.
   * @default CUSTOMER_DOCUMENT_FIELDS
   */
  documents?: readonly CustomerDocumentField[];
}

/** Options of {@link validateCustomerForm}. */
export interface ValidateCustomerFormOptions extends Omit<CustomerFormFieldsOptions, 'customerType'> {
  /**
   * The fields to check, such as those of a shorter form.
   * @default customerFormFields for the data's customer type, consents and documents
   */
  fields?: readonly CustomerFormField[];
  /**
   * The countries to choose from (the booking API's `Country`): the chosen country's `code` tells
   * the postal code's format.
   * @default [] (postal codes are checked for presence and length only)
   */
  countries?: readonly { id: number; code?: string }[];
}

/** The messages of the customer form by field; a field without a message is absent. */
export type CustomerFormErrors = Partial<Record<CustomerFormField, ValidationMessage>>;

const limits = bookingRequestLimits;

/** How each detail is entered and checked, beside who is asked for it ({@link CUSTOMER_DETAIL_ASKS}). */
const ENTRY: Readonly<Record<CustomerDetailField, Omit<CustomerFieldRule, keyof CustomerDetailAsk>>> = {
  firstName: { maxLength: limits.firstname.maxLength, autoComplete: 'given-name' },
  lastName: { maxLength: limits.lastname.maxLength, autoComplete: 'family-name' },
  companyName: { maxLength: limits.companyName.maxLength, autoComplete: 'organization' },
  vatNumber: { maxLength: limits.companyTaxIdentificationNumber.maxLength },
  street: { maxLength: limits.street.maxLength, autoComplete: 'street-address' },
  zip: { maxLength: limits.postalCode.maxLength, autoComplete: 'postal-code' },
  city: { maxLength: limits.city.maxLength, autoComplete: 'address-level2' },
  country: { autoComplete: 'country' },
  email: { format: 'email', maxLength: limits.email.maxLength, autoComplete: 'email' },
  phone: { format: 'phone', maxLength: limits.phoneNumber.maxLength, autoComplete: 'tel-national' },
};

/**
 * The customer form's details (spec sections 3 and 5), in the order shown: who is asked for each,
 * whether it is required, its format and the longest value the booking API takes, read from the
 * generated `bookingRequestLimits` of `@stowly/api-client`. Postal codes are also checked against
 * their country's format where it is known (`POSTAL_CODE_FORMATS`, in `validateCustomerForm`).
 */
export const customerFormSchema: Readonly<Record<CustomerDetailField, CustomerFieldRule>> =
  Object.fromEntries(
    CUSTOMER_DETAIL_FIELDS.map((field) => [field, { ...CUSTOMER_DETAIL_ASKS[field], ...ENTRY[field] }]),
  ) as Record<CustomerDetailField, CustomerFieldRule>;

/** The document checkboxes of the customer form, in the order shown; each must be ticked. */
export const CUSTOMER_DOCUMENT_FIELDS: readonly CustomerDocumentField[] = [
  'conditions',
  'privacy',
  'cancellation',
];

export const NO_CONSENTS: readonly CustomerFormConsentRule[] = [];

export function isDetailField(field: string): field is CustomerDetailField {
  return Object.hasOwn(customerFormSchema, field);
}

export function isDocumentField(field: string): field is CustomerDocumentField {
  return (CUSTOMER_DOCUMENT_FIELDS as readonly string[]).includes(field);
}

/**
 * The fields of the customer form in the order shown, which is the order errors are counted and
 * focused in: the details asked of the customer type, the legal documents (each once: a location
 * consent that accepts one, by its `document`, stands in its place as `consents.<type>`), then
 * the location's other consents.
 *
 * @example
 * customerFormFields({ customerType: 'business', consents: location.consents });
 * // ['firstName', ..., 'consents.terms', 'consents.privacy', 'cancellation', 'consents.newsletter']
 */
export function customerFormFields(options: CustomerFormFieldsOptions = {}): CustomerFormField[] {
  const consents = options.consents ?? NO_CONSENTS;
  const asked = new Set<string>();
  const documents = (options.documents ?? CUSTOMER_DOCUMENT_FIELDS).map((field): CustomerFormField => {
    const consent = consentForDocument(field, consents);
    if (!consent) return field;
    asked.add(consent.type);
    return `consents.${consent.type}`;
  });
  return [
    ...customerDetailFields(options.customerType),
    ...documents,
    ...consents
      .filter((consent) => !asked.has(consent.type))
      .map((consent) => `consents.${consent.type}` as const),
  ];
}

/**
 * The input a field's message belongs to, to show it on and to focus: the phone's prefix input
 * (`phone.prefix`) for a prefix error, its number input (`phone.number`) for the others, and the
 * field itself for every other field.
 */
export function customerFieldInput(field: string, message?: { key: string } | null): string {
  if (field !== 'phone') return field;
  return message?.key === 'formValidation.phonePrefix' ? 'phone.prefix' : 'phone.number';
}
