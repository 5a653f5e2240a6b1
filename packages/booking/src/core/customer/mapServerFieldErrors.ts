import { isApiError } from '@stowly/api-client';
import type { CustomerData } from './CustomerData';
import {
  DEFAULT_VALIDATION_MESSAGE_KEY,
  type ValidationMessage,
  validationMessageKey,
} from './formValidators';

/** Codes whose `formValidation` message needs values (`{example}`, `{max}`, `{date}`). */
const NEEDS_VALUES: ReadonlySet<string> = new Set([
  'maxLength',
  'minArrayLength',
  'maxArrayLength',
  'postalCode',
  'minDate',
  'maxDate',
]);

/**
 * The booking API's customer fields (spec section 3, "Server customer shape") whose form field has
 * another name; every other field (`email`, `street`, `consents.privacy`, ...) keeps its name.
 */
export const SERVER_CUSTOMER_FIELDS: Readonly<Record<string, keyof CustomerData>> = {
  companyTaxIdentificationNumber: 'vatNumber',
  firstname: 'firstName',
  lastname: 'lastName',
  phoneNumber: 'phone',
  phonePrefix: 'phone',
  postalCode: 'zip',
  countryId: 'country',
};

/**
 * Turns the field details of an API error (`{ field, code }`) into one message per form field
 * (spec section 5: server field errors map to form field messages by translating their codes).
 * A code with a `formValidation` message uses it (`required` → `formValidation.required`), any
 * other code the default message, and so does a code whose message needs a value the API does not
 * send (`postalCode` of 422 `invalid-postal-code`, `maxLength`: the form's own check shows those
 * with the example or the limit). Fields come through `fieldMap` (server name → form name),
 * otherwise under the server's own name; the first detail of a field wins. Anything that is not an
 * API error gives no field messages.
 *
 * @example
 * const messages = mapServerFieldErrors(error, SERVER_CUSTOMER_FIELDS);
 * // { email: { key: 'formValidation.email' }, zip: { key: 'formValidation.required' } }
 */
export function mapServerFieldErrors<TField extends string = string>(
  error: unknown,
  fieldMap: Readonly<Record<string, TField>> = {},
): Partial<Record<TField | string, ValidationMessage>> {
  const messages: Partial<Record<string, ValidationMessage>> = {};
  if (!isApiError(error)) return messages;
  for (const detail of error.details) {
    const field = Object.hasOwn(fieldMap, detail.field)
      ? (fieldMap[detail.field] ?? detail.field)
      : detail.field;
    if (field === '__proto__') continue;
    // A message that needs a value the detail does not carry (the format's example, the
    // limit) would show its placeholder: such a code gets the default message.
    messages[field] ??= {
      key: NEEDS_VALUES.has(detail.code) ? DEFAULT_VALIDATION_MESSAGE_KEY : validationMessageKey(detail.code),
    };
  }
  return messages;
}
