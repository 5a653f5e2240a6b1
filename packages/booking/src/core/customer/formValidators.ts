import { bookingRequestLimits } from '@stowly/api-client';

/** The `formValidation` message codes the SDK's catalogs have (spec section 5). */
export const FORM_VALIDATION_CODES = [
  'required',
  'email',
  'maxLength',
  'minArrayLength',
  'maxArrayLength',
  'phone',
  'phonePrefix',
  'postalCode',
  'minDate',
  'maxDate',
  'discountCode',
  'default',
] as const;

/** One of {@link FORM_VALIDATION_CODES}. */
export type FormValidationCode = (typeof FORM_VALIDATION_CODES)[number];

/** The message key of a form error, such as `formValidation.required`. */
export type FormValidationKey = `formValidation.${FormValidationCode}`;

/** The message key used when a code has no message of its own: "This field is not valid." */
export const DEFAULT_VALIDATION_MESSAGE_KEY: FormValidationKey = 'formValidation.default';

/** A form error: the message key and the values its message needs. Translate with `i18n.t(key, values)`. */
export interface ValidationMessage {
  /** The catalog key, such as `formValidation.maxLength`. */
  key: FormValidationKey;
  /** Arguments of the message, such as `{ max: 50 }`. */
  values?: Record<string, string | number>;
}

/** A form rule: `null` when the value is fine, otherwise the error. Run it on blur and on change. */
export type Validator<T> = (value: T) => ValidationMessage | null;

/** The message key of a code from anywhere (a server field error): its own key when the catalogs have one, else the default. */
export function validationMessageKey(code: string): FormValidationKey {
  return (FORM_VALIDATION_CODES as readonly string[]).includes(code)
    ? (`formValidation.${code}` as FormValidationKey)
    : DEFAULT_VALIDATION_MESSAGE_KEY;
}

// Something before the @, a domain with at least one dot, no spaces: the API checks the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

// The contract's shortest phone number (`PhoneNumber`), 3 characters as spec section 5 says.
const MIN_PHONE_LENGTH = bookingRequestLimits.phoneNumber.minLength;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function error(code: FormValidationCode, values?: Record<string, string | number>): ValidationMessage {
  return values ? { key: `formValidation.${code}`, values } : { key: `formValidation.${code}` };
}

function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * The form rules of spec section 5. Each returns `null` or a {@link ValidationMessage}; all but
 * `required` and `phoneNumber` pass an empty value, so combine them with `required`.
 */
export const formValidators = {
  /** Non-blank after trimming; `false`, `null` and an empty array are missing too. */
  required: ((value) => {
    if (isBlank(value) || value === false || (Array.isArray(value) && value.length === 0)) {
      return error('required');
    }
    return null;
  }) as Validator<unknown>,

  /** A syntactically valid email address. */
  email: ((value) => (isBlank(value) || isEmail(value ?? '') ? null : error('email'))) as Validator<
    string | null | undefined
  >,

  /** At most `max` characters. */
  maxLength:
    (max: number): Validator<string | null | undefined> =>
    (value) =>
      (value ?? '').length > max ? error('maxLength', { max }) : null,

  /** Every entry a valid email address (formValidation.email). */
  emailArray: ((values) =>
    (values ?? []).every((value) => isEmail(value)) ? null : error('email')) as Validator<
    readonly string[] | null | undefined
  >,

  /** At least `min` entries; the message gets `min` and the current `length`. */
  minArrayLength:
    (min: number): Validator<readonly unknown[] | null | undefined> =>
    (values) => {
      const length = values?.length ?? 0;
      return length < min ? error('minArrayLength', { min, length }) : null;
    },

  /** At most `max` entries; the message gets `max` and the current `length`. */
  maxArrayLength:
    (max: number): Validator<readonly unknown[] | null | undefined> =>
    (values) => {
      const length = values?.length ?? 0;
      return length > max ? error('maxArrayLength', { max, length }) : null;
    },

  /** Number present (formValidation.required), at least 3 characters (formValidation.phone), prefix starting with + (formValidation.phonePrefix). */
  phoneNumber: ((phone) => {
    const number = phone?.number?.trim() ?? '';
    if (number === '') return error('required');
    if (number.length < MIN_PHONE_LENGTH) return error('phone');
    if (!(phone?.prefix ?? '').trim().startsWith('+')) return error('phonePrefix');
    return null;
  }) as Validator<{ number?: string | null; prefix?: string | null } | null | undefined>,

  /**
   * Not before `min` (`YYYY-MM-DD`); the message gets `date`, formatted by `formatDate` when given
   * (the location's locale and time zone are the caller's to know).
   */
  minDate:
    (min: string, formatDate?: (date: string) => string): Validator<string | null | undefined> =>
    (value) =>
      value && value < min ? error('minDate', { date: formatDate ? formatDate(min) : min }) : null,

  /** Not after `max` (`YYYY-MM-DD`); the message gets `date` like {@link formValidators.minDate}. */
  maxDate:
    (max: string, formatDate?: (date: string) => string): Validator<string | null | undefined> =>
    (value) =>
      value && value > max ? error('maxDate', { date: formatDate ? formatDate(max) : max }) : null,
};

/** Runs rules in order and returns the first error, or `null`. */
export function validate<T>(value: T, ...rules: Validator<T>[]): ValidationMessage | null {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return null;
}
