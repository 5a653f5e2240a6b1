/**
 * How the countries of the demo data write postal codes, by ISO 3166-1 alpha-2 code: the pattern
 * of the whole code (surrounding blanks ignored, letters in either case) and an example for the
 * message. A country not listed is checked for presence only.
 */
const POSTAL_CODE_RULES = new Map<string, { pattern: RegExp; example: string }>([
  ['AT', { pattern: /^\d{4}$/, example: '1010' }],
  ['DE', { pattern: /^\d{5}$/, example: '10115' }],
  ['DK', { pattern: /^\d{4}$/, example: '1050' }],
  ['FI', { pattern: /^\d{5}$/, example: '00100' }],
  ['GB', { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' }],
  ['NO', { pattern: /^\d{4}$/, example: '0150' }],
  ['PL', { pattern: /^\d{2}-\d{3}$/, example: '00-950' }],
  ['SE', { pattern: /^\d{3} ?\d{2}$/, example: '111 22' }],
]);

/**
 * The example to show when `postalCode` is not written as `countryCode` writes postal codes; null
 * when it is, or when the country's format is not known here.
 */
export function postalCodeMismatch(postalCode: string, countryCode: string): string | null {
  const rule = POSTAL_CODE_RULES.get(countryCode.toUpperCase());
  if (!rule || rule.pattern.test(postalCode.trim())) return null;
  return rule.example;
}
