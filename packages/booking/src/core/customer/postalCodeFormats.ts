import type { ValidationMessage } from './formValidators';

/** How postal codes of one country are written: a pattern and an example to show in the message. */
export interface PostalCodeFormat {
  /** The whole postal code, upper or lower case, without surrounding spaces. */
  pattern: RegExp;
  /** A valid postal code of the country, shown in the error message as the format to follow. */
  example: string;
}

/**
 * The postal code formats of the countries the product serves (the regions of its 14 languages
 * and their neighbours), by ISO 3166-1 alpha-2 code. A country not listed is checked for presence
 * and length only.
 */
export const POSTAL_CODE_FORMATS: Readonly<Record<string, PostalCodeFormat>> = {
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  EE: { pattern: /^\d{5}$/, example: '10111' },
  ES: { pattern: /^\d{5}$/, example: '28013' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  FR: { pattern: /^\d{5}$/, example: '75008' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  GR: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  LT: { pattern: /^(LT-?)?\d{5}$/i, example: 'LT-01100' },
  LV: { pattern: /^(LV-?)?\d{4}$/i, example: 'LV-1050' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  RU: { pattern: /^\d{6}$/, example: '101000' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
};

/**
 * The message of a postal code that does not follow its country's format (`formValidation.postalCode`
 * with the format's `example`), or null when it does, is blank, or the country's format is unknown.
 *
 * @example
 * postalCodeError('1234', 'SE'); // { key: 'formValidation.postalCode', values: { example: '111 22' } }
 * postalCodeError('111 22', 'SE'); // null
 */
export function postalCodeError(
  value: string | undefined,
  countryCode: string | undefined,
): ValidationMessage | null {
  const format = countryCode ? POSTAL_CODE_FORMATS[countryCode.toUpperCase()] : undefined;
  const postalCode = value?.trim() ?? '';
  if (!format || postalCode === '' || format.pattern.test(postalCode)) return null;
  return { key: 'formValidation.postalCode', values: { example: format.example } };
}
