import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutResult,
  encodeCheckoutResultParam,
  MAX_CHECKOUT_RESULT_PARAM_LENGTH,
  parseCheckoutResultParam,
} from '../checkoutResultParam';
import { CHECKOUT_RESULT as API_RESULT } from './fakeCheckoutApi';

// The link carries the result without its move-in facts (the page reads them from the server).
const { moveIn: _moveIn, ...CHECKOUT_RESULT } = API_RESULT;

/** Base64 (standard alphabet) of a text's UTF-8 bytes, as another encoder would write it. */
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Base64 of the JSON of any value. */
const base64Json = (value: unknown) => base64(JSON.stringify(value));
/** The success URL's `i`, read back the way the success route reads it. */
const throughUrl = (param: string) =>
  new URL(
    `https://book.example.com/7/checkout/success?i=${encodeURIComponent(param)}&lang=sv`,
  ).searchParams.get('i');

/** A valid result's JSON whose unit name holds the byte 0xFF, which no UTF-8 text contains. */
function notUtf8(): string {
  const bytes = Buffer.from(JSON.stringify({ ...CHECKOUT_RESULT, unitName: 'A-~' }), 'utf8');
  const at = bytes.indexOf('~');
  if (at < 0) throw new Error('the marker is missing');
  bytes[at] = 0xff;
  return bytes.toString('base64');
}

const FIELDS = [
  'basketId',
  'bookingId',
  'customerId',
  'invoiceId',
  'locationId',
  'unitType',
  'unitName',
  'moveInDate',
  'email',
  'currency',
  'dueNow',
  'recurringAmount',
];

describe("The success page's i parameter: base64 of the result's JSON", () => {
  it('encodes the result as base64 of its JSON', () => {
    const param = encodeCheckoutResultParam(CHECKOUT_RESULT);
    expect(param).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(JSON.parse(Buffer.from(param, 'base64').toString('utf8'))).toEqual(CHECKOUT_RESULT);
  });

  it('reads back what it encodes, through a URL', () => {
    expect(parseCheckoutResultParam(throughUrl(encodeCheckoutResultParam(CHECKOUT_RESULT)))).toEqual(
      CHECKOUT_RESULT,
    );
  });

  it('reads the result of a visitor who booked without signing in: no customer id', () => {
    const result = { ...CHECKOUT_RESULT, customerId: null };
    expect(parseCheckoutResultParam(throughUrl(encodeCheckoutResultParam(result)))).toEqual(result);
  });

  it('reads a result without an invoice (nothing was due at booking)', () => {
    const result = { ...CHECKOUT_RESULT, invoiceId: null, dueNow: 0 };
    expect(parseCheckoutResultParam(encodeCheckoutResultParam(result))).toEqual(result);
  });

  it.each([
    ['Swedish letters', 'Förråd Östermalm – litet', 'Å-12'],
    ['an emoji', 'Box 📦 small', '🔑-7'],
    ['Japanese', '小さい収納ユニット', 'ア-104'],
    ['a right-to-left name', 'وحدة تخزين صغيرة', 'ب-3'],
    ['combining marks', 'Cafe\u0301 unit', 'A\u030a-1'],
  ])('round-trips unicode names: %s', (_name, unitTypeName, unitName) => {
    const result: CheckoutResult = {
      ...CHECKOUT_RESULT,
      unitType: { id: 12, name: unitTypeName },
      unitName,
      email: 'åsa.öberg@exämple.se',
    };
    const param = encodeCheckoutResultParam(result);
    expect(parseCheckoutResultParam(param)).toEqual(result);
    expect(parseCheckoutResultParam(throughUrl(param))).toEqual(result);
  });

  it.each([
    ['ASCII', 'a'],
    ['Swedish letters', 'ö'],
    ['euro signs', '€'],
    ['emoji', '📦'],
    ['control characters', '\u0001'],
    ['lone surrogates', '\ud800'],
  ])('reads back the longest valid result: three texts of 500 units of %s', (_name, character) => {
    const text = character.repeat(500 / character.length);
    expect(text).toHaveLength(500);
    const result = { ...CHECKOUT_RESULT, unitType: { id: 12, name: text }, unitName: text, email: text };
    const param = encodeCheckoutResultParam(result);
    expect(param.length).toBeLessThanOrEqual(MAX_CHECKOUT_RESULT_PARAM_LENGTH);
    expect(parseCheckoutResultParam(param)).toEqual(result);
    expect(parseCheckoutResultParam(throughUrl(param))).toEqual(result);
  });

  it('reads base64 another encoder wrote, with or without padding', () => {
    const json = JSON.stringify(CHECKOUT_RESULT);
    const padded = base64(`${json}  `);
    expect(padded.endsWith('=')).toBe(true);
    expect(parseCheckoutResultParam(padded)).toEqual(CHECKOUT_RESULT);
    expect(parseCheckoutResultParam(padded.replace(/=+$/, ''))).toEqual(CHECKOUT_RESULT);
  });

  it('reads URL-safe base64 (- and _ for + and /), with or without padding', () => {
    const result = { ...CHECKOUT_RESULT, unitType: { id: 12, name: '??>>?~~ unit' }, unitName: 'ÿÿ>' };
    const standard = encodeCheckoutResultParam(result);
    expect(standard).toMatch(/[+/]/);
    const urlSafe = Buffer.from(JSON.stringify(result), 'utf8').toString('base64url');
    expect(urlSafe).toMatch(/[-_]/);
    expect(parseCheckoutResultParam(urlSafe)).toEqual(result);
    expect(parseCheckoutResultParam(`${urlSafe}${'='.repeat((4 - (urlSafe.length % 4)) % 4)}`)).toEqual(
      result,
    );
  });

  it('reads a value a mail client wrapped over lines', () => {
    const param = encodeCheckoutResultParam(CHECKOUT_RESULT);
    const wrapped = param.match(/.{1,76}/g)?.join('\r\n') ?? '';
    expect(wrapped).toContain('\r\n');
    expect(parseCheckoutResultParam(wrapped)).toEqual(CHECKOUT_RESULT);
  });
});

describe('Reading i defensively: anything but a valid result answers null', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty value', ''],
  ])('answers null for %s', (_name, value) => {
    expect(parseCheckoutResultParam(value)).toBeNull();
  });

  const VALID = encodeCheckoutResultParam(CHECKOUT_RESULT);
  const WITH_PLUS_AND_SLASH = encodeCheckoutResultParam({
    ...CHECKOUT_RESULT,
    unitType: { id: 12, name: '??>>?~~ unit' },
    unitName: 'ÿÿ>',
  });

  it('starts from values that are valid', () => {
    expect(parseCheckoutResultParam(VALID)).toEqual(CHECKOUT_RESULT);
    expect(WITH_PLUS_AND_SLASH).toMatch(/\+/);
    expect(parseCheckoutResultParam(WITH_PLUS_AND_SLASH)).not.toBeNull();
  });

  it.each([
    ['a character outside base64', `${VALID.slice(0, 40)}$${VALID.slice(40)}`],
    ['markup appended', `${VALID}<b>`],
    ['a dot inside', `${VALID.slice(0, 40)}.${VALID.slice(40)}`],
    ['padding inside', `${VALID.slice(0, 40)}=${VALID.slice(40)}`],
    ['three padding characters', VALID.replace(/=*$/, '===')],
    ['percent-encoding left in', encodeURIComponent(WITH_PLUS_AND_SLASH)],
    ['a lone character', 'e'],
    ['padding only', '===='],
    ['markup', '<script>alert(1)</script>'],
  ])('answers null for invalid base64: %s', (_name, value) => {
    expect(parseCheckoutResultParam(value)).toBeNull();
  });

  it.each([
    ['text', base64('Thank you for your booking')],
    ['cut-off JSON', base64(JSON.stringify(CHECKOUT_RESULT).slice(0, -1))],
    ['JSON with a trailing comma', base64('{"basketId":1,}')],
    ['bytes that are not UTF-8 in a name', notUtf8()],
    ['UTF-16 JSON', Buffer.from(JSON.stringify(CHECKOUT_RESULT), 'utf16le').toString('base64')],
  ])('answers null for base64 of non-JSON: %s', (_name, value) => {
    expect(parseCheckoutResultParam(value)).toBeNull();
  });

  it.each([
    ['null', null],
    ['a number', 4711],
    ['a string', 'success'],
    ['true', true],
    ['an array', [CHECKOUT_RESULT]],
    ['an empty object', {}],
  ])('answers null for JSON that is not a result object: %s', (_name, value) => {
    expect(parseCheckoutResultParam(base64Json(value))).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['a basket id as text', { basketId: '8234551' }],
    ['a basket id of 0', { basketId: 0 }],
    ['a negative booking id', { bookingId: -4711 }],
    ['a fractional customer id', { customerId: 305.5 }],
    ['a customer id of 0', { customerId: 0 }],
    ['a customer id as text', { customerId: '305' }],
    ['no customer id', { customerId: undefined }],
    ['an unsafe location id', { locationId: 2 ** 53 }],
    ['an invoice id of 0', { invoiceId: 0 }],
    ['an invoice id as text', { invoiceId: '9001' }],
    ['no invoice id', { invoiceId: undefined }],
    ['no booking id', { bookingId: undefined }],
    ['no unit type', { unitType: undefined }],
    ['a unit type that is null', { unitType: null }],
    ['a unit type that is an array', { unitType: [12, 'Small unit'] }],
    ['a unit type id as text', { unitType: { id: '12', name: 'Small unit' } }],
    ['a unit type without a name', { unitType: { id: 12 } }],
    ['an empty unit type name', { unitType: { id: 12, name: '' } }],
    ['a unit type name of 501 characters', { unitType: { id: 12, name: 'n'.repeat(501) } }],
    ['a unit name that is a number', { unitName: 104 }],
    ['an empty unit name', { unitName: '' }],
    ['an impossible move-in date', { moveInDate: '2026-02-30' }],
    ['a move-in timestamp', { moveInDate: '2026-03-20T00:00:00Z' }],
    ['a move-in date in another format', { moveInDate: '20.03.2026' }],
    ['an empty email', { email: '' }],
    ['an email that is an object', { email: { address: 'ada@example.com' } }],
    ['a lower-case currency', { currency: 'sek' }],
    ['a four-letter currency', { currency: 'SEKK' }],
    ['a currency that is a number', { currency: 752 }],
    ['a negative amount due now', { dueNow: -1 }],
    ['an amount due now as text', { dueNow: '1290' }],
    ['a recurring amount of null', { recurringAmount: null }],
  ])('answers null for a wrong type: %s', (_name, change) => {
    expect(parseCheckoutResultParam(base64Json({ ...CHECKOUT_RESULT, ...change }))).toBeNull();
  });

  it('answers null for an amount too large to be finite', () => {
    const json = JSON.stringify(CHECKOUT_RESULT).replace('"dueNow":1290', '"dueNow":1e999');
    expect(json).toContain('1e999');
    expect(parseCheckoutResultParam(base64(json))).toBeNull();
  });

  it(`answers null for input over ${MAX_CHECKOUT_RESULT_PARAM_LENGTH} characters without decoding it`, () => {
    expect(parseCheckoutResultParam('A'.repeat(MAX_CHECKOUT_RESULT_PARAM_LENGTH + 1))).toBeNull();
    expect(parseCheckoutResultParam('A'.repeat(5_000_000))).toBeNull();
    const padded = base64Json({ ...CHECKOUT_RESULT, padding: 'x'.repeat(MAX_CHECKOUT_RESULT_PARAM_LENGTH) });
    expect(padded.length).toBeGreaterThan(MAX_CHECKOUT_RESULT_PARAM_LENGTH);
    expect(parseCheckoutResultParam(padded)).toBeNull();
  });

  it('reads a link whose + signs became spaces (a query written without URL encoding)', () => {
    const result = Array.from({ length: 64 }, (_, n) => ({ ...CHECKOUT_RESULT, unitName: `Ö-${n}>?` })).find(
      (candidate) => encodeCheckoutResultParam(candidate).includes('+'),
    );
    if (!result) throw new Error('no encoding with a + sign');
    const mangled = encodeCheckoutResultParam(result).replace(/\+/g, ' ');
    expect(parseCheckoutResultParam(mangled)).toEqual(result);
  });

  it('answers null for a value made long with whitespace', () => {
    const param = encodeCheckoutResultParam(CHECKOUT_RESULT);
    expect(parseCheckoutResultParam(param + ' '.repeat(MAX_CHECKOUT_RESULT_PARAM_LENGTH))).toBeNull();
  });
});

describe('The answer is a new object of the known fields only', () => {
  it('drops extra keys, at the top and in the unit type', () => {
    const parsed = parseCheckoutResultParam(
      base64Json({
        ...CHECKOUT_RESULT,
        isAdmin: true,
        step: 'success',
        unitType: { ...CHECKOUT_RESULT.unitType, price: 0, categoryIds: [1] },
      }),
    );
    expect(parsed).toEqual(CHECKOUT_RESULT);
    expect(Object.keys(parsed ?? {}).sort()).toEqual([...FIELDS].sort());
    expect(Object.keys(parsed?.unitType ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('keeps __proto__ and constructor keys from reaching the answer or any prototype', () => {
    const json = JSON.stringify(CHECKOUT_RESULT)
      .replace(
        /^\{/,
        '{"__proto__":{"polluted":true,"basketId":1},"constructor":{"prototype":{"polluted":true}},',
      )
      .replace('"unitType":{', '"unitType":{"__proto__":{"polluted":true},');
    const parsed = parseCheckoutResultParam(base64(json));
    expect(parsed).toEqual(CHECKOUT_RESULT);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(parsed?.unitType)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed ?? {}, '__proto__')).toBe(false);
    expect(Object.hasOwn(parsed?.unitType ?? {}, '__proto__')).toBe(false);
    expect((parsed as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not take a field from a __proto__ key when the field itself is missing', () => {
    const { basketId: _, ...withoutBasket } = CHECKOUT_RESULT;
    const json = JSON.stringify(withoutBasket).replace(/^\{/, '{"__proto__":{"basketId":8234551},');
    expect(parseCheckoutResultParam(base64(json))).toBeNull();
  });

  it('keeps markup in names as text', () => {
    const result = {
      ...CHECKOUT_RESULT,
      unitType: { id: 12, name: '<img src=x onerror=alert(1)>' },
      unitName: '"><script>alert(1)</script>',
    };
    expect(parseCheckoutResultParam(encodeCheckoutResultParam(result))).toEqual(result);
  });
});
