import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_FORMATS, postalCodeError } from '../postalCodeFormats';
import { validateCustomerForm } from '../validateCustomerForm';

describe('postal codes per country', () => {
  it('each known format accepts its own example', () => {
    for (const [country, format] of Object.entries(POSTAL_CODE_FORMATS)) {
      expect(postalCodeError(format.example, country), country).toBeNull();
    }
  });

  it('names the expected format when a code does not follow it; unknown countries and blanks pass', () => {
    expect(postalCodeError('1234', 'SE')).toEqual({
      key: 'formValidation.postalCode',
      values: { example: '111 22' },
    });
    expect(postalCodeError(' 11122 ', 'SE')).toBeNull();
    expect(postalCodeError('00950', 'PL')).toEqual({
      key: 'formValidation.postalCode',
      values: { example: '00-950' },
    });
    expect(postalCodeError('sw1a 1aa', 'GB')).toBeNull();
    expect(postalCodeError('ABC', 'US')).toBeNull();
    expect(postalCodeError('', 'DE')).toBeNull();
  });

  it('validateCustomerForm reads the chosen country’s code from the countries given', () => {
    const countries = [{ id: 2, code: 'NO' }];
    expect(
      validateCustomerForm({ zip: '11122', country: { id: 2 } }, { fields: ['zip'], countries }),
    ).toEqual({ zip: { key: 'formValidation.postalCode', values: { example: '0150' } } });
    expect(validateCustomerForm({ zip: '0555', country: { id: 2 } }, { fields: ['zip'], countries })).toEqual(
      {},
    );
    // Without countries only presence and length count.
    expect(validateCustomerForm({ zip: '11122', country: { id: 2 } }, { fields: ['zip'] })).toEqual({});
  });
});
