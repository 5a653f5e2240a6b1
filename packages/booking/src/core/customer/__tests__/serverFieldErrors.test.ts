import { ApiError } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { mapServerFieldErrors, SERVER_CUSTOMER_FIELDS } from '../mapServerFieldErrors';

describe('Server field errors map to form field messages by translating their codes', () => {
  it('maps server customer fields to form fields and codes to formValidation keys', async () => {
    const error = await ApiError.fromResponse(
      Response.json(
        {
          error: {
            code: 'validation-failed',
            message: 'Invalid input',
            details: [
              { field: 'email', code: 'email' },
              { field: 'postalCode', code: 'required' },
              { field: 'phonePrefix', code: 'phonePrefix' },
              { field: 'firstname', code: 'pattern' },
              { field: 'consents.privacy', code: 'required' },
            ],
          },
        },
        { status: 422 },
      ),
    );
    expect(mapServerFieldErrors(error, SERVER_CUSTOMER_FIELDS)).toEqual({
      email: { key: 'formValidation.email' },
      zip: { key: 'formValidation.required' },
      phone: { key: 'formValidation.phonePrefix' },
      firstName: { key: 'formValidation.default' },
      'consents.privacy': { key: 'formValidation.required' },
    });
  });

  it('a code whose message needs a value the API does not send gets the default message, never a placeholder', () => {
    const error = new ApiError({
      status: 422,
      code: 'invalid-postal-code',
      message: 'Enter the postal code in the format 0150.',
      details: [
        { field: 'postalCode', code: 'postalCode' },
        { field: 'street', code: 'maxLength' },
        { field: 'email', code: 'email' },
      ],
    });
    expect(mapServerFieldErrors(error, SERVER_CUSTOMER_FIELDS)).toEqual({
      zip: { key: 'formValidation.default' },
      street: { key: 'formValidation.default' },
      email: { key: 'formValidation.email' },
    });
  });

  it('keeps the first message of a field', () => {
    const error = new ApiError({
      status: 422,
      code: 'x',
      message: 'x',
      details: [
        { field: 'phoneNumber', code: 'required' },
        { field: 'phonePrefix', code: 'phonePrefix' },
      ],
    });
    expect(mapServerFieldErrors(error, SERVER_CUSTOMER_FIELDS)).toEqual({
      phone: { key: 'formValidation.required' },
    });
  });

  it('gives nothing for errors that are not API errors, and ignores a __proto__ field', () => {
    expect(mapServerFieldErrors(new Error('boom'))).toEqual({});
    const error = new ApiError({
      status: 400,
      code: 'x',
      message: 'x',
      details: [{ field: '__proto__', code: 'x' }],
    });
    const messages = mapServerFieldErrors(error);
    expect(messages).toEqual({});
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
  });
});
