import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VALIDATION_MESSAGE_KEY,
  formValidators,
  validate,
  validationMessageKey,
} from '../formValidators';

const {
  required,
  email,
  maxLength,
  emailArray,
  minArrayLength,
  maxArrayLength,
  phoneNumber,
  minDate,
  maxDate,
} = formValidators;

describe('required: non-blank after trim; false and empty array invalid', () => {
  it.each([[''], ['   '], [null], [undefined], [false], [[]]])('rejects %j', (value) => {
    expect(required(value)).toEqual({ key: 'formValidation.required' });
  });

  it.each([['a'], [' a '], [true], [0], [['x']]])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('email pattern (formValidation.email)', () => {
  it.each(['ada@example.com', 'first.last+tag@sub.example.co.uk', ' ada@example.com '])(
    'accepts %s',
    (value) => {
      expect(email(value)).toBeNull();
    },
  );

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a da@example.com',
    'ada@exa mple.com',
    'ada@@example.com',
  ])('rejects %s', (value) => {
    expect(email(value)).toEqual({ key: 'formValidation.email' });
  });

  it('leaves an empty value to required', () => {
    expect(email('')).toBeNull();
  });
});

describe('maxLength (formValidation.maxLength with max)', () => {
  it('rejects more than max characters and passes the limit', () => {
    expect(maxLength(5)('abcdef')).toEqual({ key: 'formValidation.maxLength', values: { max: 5 } });
    expect(maxLength(5)('abcde')).toBeNull();
  });
});

describe('emailArray (formValidation.email)', () => {
  it('needs every entry to be an email address', () => {
    expect(emailArray(['a@example.com', 'b@example.com'])).toBeNull();
    expect(emailArray(['a@example.com', 'nope'])).toEqual({ key: 'formValidation.email' });
  });
});

describe('minArrayLength and maxArrayLength (with length)', () => {
  it('checks the number of entries and passes the limit and the length', () => {
    expect(minArrayLength(2)(['a'])).toEqual({
      key: 'formValidation.minArrayLength',
      values: { min: 2, length: 1 },
    });
    expect(minArrayLength(2)(['a', 'b'])).toBeNull();
    expect(maxArrayLength(1)(['a', 'b'])).toEqual({
      key: 'formValidation.maxArrayLength',
      values: { max: 1, length: 2 },
    });
    expect(maxArrayLength(1)(['a'])).toBeNull();
  });
});

describe('phoneNumber: number required, at least 3 characters, prefix must start with +', () => {
  it('asks for the number first', () => {
    expect(phoneNumber({ number: ' ', prefix: '+46' })).toEqual({ key: 'formValidation.required' });
    expect(phoneNumber(null)).toEqual({ key: 'formValidation.required' });
  });

  it('needs at least 3 characters', () => {
    expect(phoneNumber({ number: '12', prefix: '+46' })).toEqual({ key: 'formValidation.phone' });
    expect(phoneNumber({ number: '123', prefix: '+46' })).toBeNull();
  });

  it('needs a prefix starting with +', () => {
    expect(phoneNumber({ number: '701234567', prefix: '46' })).toEqual({ key: 'formValidation.phonePrefix' });
    expect(phoneNumber({ number: '701234567', prefix: '' })).toEqual({ key: 'formValidation.phonePrefix' });
  });
});

describe('minDate and maxDate (formValidation.minDate, formValidation.maxDate with date)', () => {
  it('rejects dates outside the window, with the limit as date', () => {
    expect(minDate('2025-03-10')('2025-03-09')).toEqual({
      key: 'formValidation.minDate',
      values: { date: '2025-03-10' },
    });
    expect(minDate('2025-03-10')('2025-03-10')).toBeNull();
    expect(maxDate('2025-05-10')('2025-05-11')).toEqual({
      key: 'formValidation.maxDate',
      values: { date: '2025-05-10' },
    });
    expect(maxDate('2025-05-10')('2025-05-10')).toBeNull();
  });

  it('formats the date for the message when asked', () => {
    expect(minDate('2025-03-10', () => '10 March 2025')('2025-01-01')?.values).toEqual({
      date: '10 March 2025',
    });
  });
});

describe('The default message is that the field is not valid', () => {
  it('maps known codes to their key and unknown codes to formValidation.default', () => {
    expect(validationMessageKey('discountCode')).toBe('formValidation.discountCode');
    expect(validationMessageKey('minLength')).toBe(DEFAULT_VALIDATION_MESSAGE_KEY);
    expect(DEFAULT_VALIDATION_MESSAGE_KEY).toBe('formValidation.default');
  });

  it('runs rules in order and returns the first failure', () => {
    expect(validate('', required, email)).toEqual({ key: 'formValidation.required' });
    expect(validate('x', required, email)).toEqual({ key: 'formValidation.email' });
    expect(validate('a@example.com', required, email, maxLength(100))).toBeNull();
  });
});
