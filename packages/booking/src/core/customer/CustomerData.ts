import type { Schema } from '@stowly/api-client';

/** Private person or business (spec section 6). */
export type CustomerType = Schema<'CustomerType'>;

/**
 * Customer type when none is chosen (spec section 9).
 * @default 'private'
 */
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'private';

/** The customer form data of spec section 3, as far as the visitor has filled it in. */
export interface CustomerData {
  /**
   * Private person or business; a business customer also gives a company name.
   * @default 'private'
   */
  customerType?: CustomerType;
  /** The first name (sent as `firstname`). */
  firstName?: string;
  /** The last name (sent as `lastname`). */
  lastName?: string;
  /** Required for business customers only. */
  companyName?: string;
  /** The company's VAT number, optional and sent for business customers only (as `companyTaxIdentificationNumber`). */
  vatNumber?: string;
  /** Street and house number. */
  street?: string;
  /** The postal code (sent as `postalCode`). */
  zip?: string;
  /** The city. */
  city?: string;
  /** The chosen country by its API id, or null (sent as `countryId`). */
  country?: { id: number } | null;
  /** The email address. */
  email?: string;
  /** The phone number and its international prefix, such as `{ prefix: '+46', number: '701234567' }`. */
  phone?: { number?: string; prefix?: string };
  /** Whether the terms and conditions are accepted. */
  conditions?: boolean;
  /** Whether the privacy policy is accepted. */
  privacy?: boolean;
  /** Whether the cancellation policy is accepted. */
  cancellation?: boolean;
  /** Further checkbox flags of the form, by name. */
  items?: Record<string, boolean>;
  /** The location's consents by type: accepted or not. */
  consents?: Record<string, boolean>;
  /** The bot-check token of the customer form, sent with the booking unless another is given. */
  recaptchaToken?: string;
}
