import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, isApiUnavailable } from '../ApiError';

const discountRejected = {
  error: {
    code: 'validation-failed',
    message: 'The discount code is not valid',
    details: [
      { field: 'discountCode', code: 'discountCode' },
      { field: 'moveIn', code: 'minDate' },
    ],
  },
};

describe('ApiError', () => {
  it('normalises the error schema: status, code, message, details', () => {
    const error = ApiError.fromBody(422, discountRejected);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation-failed');
    expect(error.message).toBe('The discount code is not valid');
    expect(error.details).toEqual(discountRejected.error.details);
    expect(error.fieldCodes('discountCode')).toEqual(['discountCode']);
  });

  it('keeps the reason of a detail when it is a string, and only then', () => {
    const error = ApiError.fromBody(422, {
      error: {
        code: 'invalid-discount-code',
        message: 'This discount code has expired.',
        details: [
          { field: 'discountCode', code: 'discountCode', reason: 'expired' },
          { field: 'moveIn', code: 'minDate', reason: 7 },
        ],
      },
    });
    expect(error.details).toEqual([
      { field: 'discountCode', code: 'discountCode', reason: 'expired' },
      { field: 'moveIn', code: 'minDate' },
    ]);
  });

  it('keeps the current checkout step of a wrong-step answer', () => {
    const error = ApiError.fromBody(409, {
      error: { code: 'wrong-step', message: 'Not at this step', details: [], currentStep: 'e-signature' },
    });
    expect(error.currentStep).toBe('e-signature');
  });

  it('gives a usable error for bodies that are not the error schema', () => {
    for (const body of [undefined, '<html>Bad gateway</html>', { error: 'x' }, [], { error: { code: 5 } }]) {
      const error = ApiError.fromBody(502, body, 'Bad Gateway');
      expect(error.code).toBe('http-502');
      expect(error.message).toBe('Bad Gateway');
      expect(error.details).toEqual([]);
    }
    expect(ApiError.fromBody(500, null).message).toBe('Request failed with status 500');
  });

  it('drops malformed details and caps their number', () => {
    const error = ApiError.fromBody(400, {
      error: {
        code: 'bad-request',
        message: 'Bad',
        details: [
          { field: 'email', code: 'email' },
          { field: 1 },
          'x',
          null,
          ...Array(500).fill({ field: 'a', code: 'b' }),
        ],
      },
    });
    expect(error.details[0]).toEqual({ field: 'email', code: 'email' });
    expect(error.details.length).toBeLessThanOrEqual(100);
  });

  it('reads an error response body, tolerating non-JSON', async () => {
    const json = new Response(JSON.stringify(discountRejected), { status: 422 });
    expect((await ApiError.fromResponse(json)).code).toBe('validation-failed');
    const html = new Response('<h1>oops</h1>', { status: 503, statusText: 'Service Unavailable' });
    const error = await ApiError.fromResponse(html);
    expect([error.status, error.code, error.message]).toEqual([503, 'http-503', 'Service Unavailable']);
  });

  it('matches the code or any detail code, by string or RegExp', () => {
    const error = ApiError.fromBody(422, discountRejected);
    expect(error.matches('validation-failed')).toBe(true);
    expect(error.matches('discountCode')).toBe(true);
    expect(error.matches('minDate')).toBe(true);
    expect(error.matches('maxDate')).toBe(false);
    expect(error.matches(/^discount/)).toBe(true);
    expect(error.matches(/^payment-/)).toBe(false);
    const global = /Date$/g;
    expect([error.matches(global), error.matches(global), error.matches(global)]).toEqual([true, true, true]);
  });

  it('isApiError narrows, optionally by code', () => {
    const error = ApiError.fromBody(409, { error: { code: 'wrong-step', message: 'x', details: [] } });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'wrong-step')).toBe(true);
    expect(isApiError(error, /unit-unavailable/)).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('isApiUnavailable', () => {
  const error = (status: number) => new ApiError({ status, code: `http-${status}`, message: 'x' });

  it('is true for no answer (status 0) and server errors (5xx) only', () => {
    expect([0, 500, 502, 503].map((status) => isApiUnavailable(error(status)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 404, 409, 422].map((status) => isApiUnavailable(error(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('is false for anything that is not an ApiError', () => {
    expect(isApiUnavailable(new Error('down'))).toBe(false);
    expect(isApiUnavailable({ status: 503 })).toBe(false);
    expect(isApiUnavailable(undefined)).toBe(false);
  });
});
