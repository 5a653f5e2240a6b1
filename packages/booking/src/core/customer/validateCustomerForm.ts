import { type CustomerData, DEFAULT_CUSTOMER_TYPE } from './CustomerData';
import type { CustomerDetailField } from './customerFields';
import {
  type CustomerFormErrors,
  customerFormFields,
  customerFormSchema,
  isDetailField,
  isDocumentField,
  NO_CONSENTS,
  type ValidateCustomerFormOptions,
} from './customerFormSchema';
import { formValidators, type ValidationMessage, type Validator, validate } from './formValidators';
import { postalCodeError } from './postalCodeFormats';

// Apart from the schema: the flow's completeness rule reads the schema on the first page, the
// validators are needed once the customer form opens.

/** The message of one detail field by its rule, or null. */
function detailError(
  data: CustomerData,
  field: CustomerDetailField,
  countries: ValidateCustomerFormOptions['countries'],
): ValidationMessage | null {
  const rule = customerFormSchema[field];
  const { required, email, maxLength, phoneNumber } = formValidators;
  const longest = rule.maxLength === undefined ? [] : [maxLength(rule.maxLength)];
  if (field === 'phone') return phoneNumber(data.phone) ?? validate(data.phone?.number, ...longest);
  if (field === 'country') return rule.required ? required(data.country) : null;
  const rules: Validator<string | undefined>[] = [
    ...(rule.required ? [required] : []),
    ...(rule.format === 'email' ? [email] : []),
    ...longest,
  ];
  const message = validate(data[field], ...rules);
  if (message || field !== 'zip') return message;
  // The postal code in its country's format, where the format is known.
  const countryId = data.country?.id;
  const code = countries?.find((country) => country.id === countryId)?.code;
  return postalCodeError(data.zip, code);
}

/**
 * The messages of the customer data by field, with the `formValidators` of spec section 5 and the
 * rules of {@link customerFormSchema}: required details, email format, phone number with a `+`
 * prefix, the API's length limits, the ticked document checkboxes and the required consents (a
 * consent that accepts a legal document, by its `document`, is required as that document is).
 * The postal code follows its country's format where it is known (`POSTAL_CODE_FORMATS`, with
 * `countries` to tell the chosen country's code). Company name and VAT number are checked for
 * business customers only.
 *
 * @example
 * validateCustomerForm({ email: 'anna@example' }, { fields: ['email'] });
 * // { email: { key: 'formValidation.email' } }
 */
export function validateCustomerForm(
  data: CustomerData,
  options: ValidateCustomerFormOptions = {},
): CustomerFormErrors {
  const customerType = data.customerType ?? DEFAULT_CUSTOMER_TYPE;
  const consents = options.consents ?? NO_CONSENTS;
  const fields = options.fields ?? customerFormFields({ ...options, customerType });
  const errors: CustomerFormErrors = {};
  for (const field of fields) {
    let error: ValidationMessage | null = null;
    if (isDetailField(field)) {
      if (customerFormSchema[field].customerTypes.includes(customerType)) {
        error = detailError(data, field, options.countries);
      }
    } else if (isDocumentField(field)) {
      error = formValidators.required(data[field]);
    } else {
      const type = field.slice('consents.'.length);
      const consent = consents.find((item) => item.type === type);
      // A consent that accepts a legal document of the booking must be ticked, as the document's own checkbox.
      error = consent?.required || consent?.document ? formValidators.required(data.consents?.[type]) : null;
    }
    if (error) errors[field] = error;
  }
  return errors;
}
