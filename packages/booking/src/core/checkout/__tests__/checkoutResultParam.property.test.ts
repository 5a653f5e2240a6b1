import { Buffer } from 'node:buffer';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isId } from '../../../internal/isId';
import { isIsoDate } from '../../../internal/isIsoDate';
import {
  type CheckoutResult,
  encodeCheckoutResultParam,
  parseCheckoutResultParam,
} from '../checkoutResultParam';
import { CHECKOUT_RESULT as API_RESULT } from './fakeCheckoutApi';

// The link carries the result without its move-in facts (the page reads them from the server).
const { moveIn: _moveIn, ...CHECKOUT_RESULT } = API_RESULT;

/** Runs of each property test: modest by default, raised with STOWLY_PROPERTY_RUNS. */
const PROPERTY_RUNS = Number(process.env.STOWLY_PROPERTY_RUNS) || 200;
const PROPERTY_TIMEOUT_MS = Math.max(10_000, PROPERTY_RUNS * 20);
/**
 * The predicates answer booleans (no assertion errors to format while shrinking), and shrinking
 * large texts stops after a time limit, so a failure is reported in seconds, not minutes.
 */
const settings = {
  numRuns: PROPERTY_RUNS,
  interruptAfterTimeLimit: PROPERTY_TIMEOUT_MS / 2,
  markInterruptAsFailure: true,
};

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const sameKeys = (value: object, keys: string[]) =>
  isDeepStrictEqual(Object.keys(value).sort(), [...keys].sort());

/** True when every field of a parsed result is in its type, and nothing else is there. */
function isValidResult(result: CheckoutResult): boolean {
  const ids = [result.basketId, result.bookingId, result.locationId, result.unitType.id];
  const texts = [result.unitType.name, result.unitName, result.email];
  return (
    Object.getPrototypeOf(result) === Object.prototype &&
    sameKeys(result, Object.keys(CHECKOUT_RESULT)) &&
    sameKeys(result.unitType, ['id', 'name']) &&
    ids.every(isId) &&
    (result.invoiceId === null || isId(result.invoiceId)) &&
    (result.customerId === null || isId(result.customerId)) &&
    texts.every((text) => typeof text === 'string' && text.length >= 1 && text.length <= 500) &&
    isIsoDate(result.moveInDate) &&
    /^[A-Z]{3}$/.test(result.currency) &&
    [result.dueNow, result.recurringAmount].every((amount) => Number.isFinite(amount) && amount >= 0)
  );
}

/** Any string of 1 to `max` UTF-16 units: letters of any script, emoji, controls, lone surrogates. */
const anyText = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: max }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: max, size: 'max' }),
      // Near the longest: the texts that make the longest encodings.
      fc.string({
        unit: fc.constantFrom('a', 'ö', '€', '📦', '\u0001'),
        minLength: Math.ceil(max * 0.8),
        maxLength: max,
      }),
      fc.string({ unit: fc.constantFrom('\ud800', '\udfff', '\u0000', '\u2028', '"', '\\'), minLength: 1 }),
    )
    .map((text) => text.slice(0, max))
    .filter((text) => text.length >= 1);

const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.double({ min: 0, max: 1e12, noNaN: true, noDefaultInfinity: true }).map((value) => value + 0),
  fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }).map((value) => value + 0),
);
const isoDate = fc
  .date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Any result the contract allows, with texts as long as the parser takes (500 units). */
const validResult = (maxText: number): fc.Arbitrary<CheckoutResult> =>
  fc
    .record({
      basketId: id,
      bookingId: id,
      customerId: fc.option(id, { nil: null }),
      invoiceId: fc.option(id, { nil: null }),
      locationId: id,
      unitType: fc.record({ id, name: anyText(maxText) }),
      unitName: anyText(maxText),
      moveInDate: isoDate,
      email: anyText(maxText),
      currency: fc.stringMatching(/^[A-Z]{3}$/),
      dueNow: amount,
      recurringAmount: amount,
    })
    // Plain objects, as the parser answers (fast-check may build them without a prototype).
    .map((result) => ({ ...result, unitType: { ...result.unitType } }));

/** Values an `i` field might hold after tampering. */
const anyValue = fc.oneof(
  id,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e20, 2 ** 53, -0.5, '', 'SEK', '2026-02-30', '2026-03-20'),
  fc.string(),
  fc.constant(null),
  fc.jsonValue(),
);

describe('parseCheckoutResultParam on anything (property)', () => {
  it(
    'never throws on arbitrary strings, and answers null or a valid result',
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.base64String()), (value) => {
          const parsed = parseCheckoutResultParam(value);
          return parsed === null || isValidResult(parsed);
        }),
        settings,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never throws on base64 of arbitrary JSON, and answers null or a valid result',
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const parsed = parseCheckoutResultParam(base64(JSON.stringify(value) ?? 'null'));
          return parsed === null || isValidResult(parsed);
        }),
        settings,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers a tampered result with null, or with exactly its known fields when they are all valid',
    () => {
      const overrides = fc.record(
        {
          basketId: anyValue,
          bookingId: anyValue,
          customerId: fc.oneof(fc.constant(null), anyValue),
          invoiceId: fc.oneof(fc.constant(null), anyValue),
          locationId: anyValue,
          unitType: fc.oneof(
            fc.record(
              { id: fc.oneof(id, anyValue), name: fc.oneof(anyText(40), anyValue) },
              { requiredKeys: [] },
            ),
            anyValue,
          ),
          unitName: anyValue,
          moveInDate: fc.oneof(isoDate, anyValue),
          email: anyValue,
          currency: fc.oneof(fc.constantFrom('SEK', 'EUR', 'sek', 'SE'), anyValue),
          dueNow: fc.oneof(amount, anyValue),
          recurringAmount: fc.oneof(amount, anyValue),
        },
        { requiredKeys: [] },
      );
      const tampered = fc
        .record({
          result: validResult(40),
          overrides: fc.oneof(fc.constant({}), overrides),
          removed: fc.subarray(Object.keys(CHECKOUT_RESULT), { maxLength: 2 }),
          extras: fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
          // Written as a `__proto__` key of the JSON (a `__proto__` in a literal sets the prototype).
          proto: fc.jsonValue(),
        })
        .map(({ result, overrides, removed, extras, proto }) => {
          const value: Record<string, unknown> = { ...extras, ...result, ...overrides, extra: proto };
          for (const key of removed) delete value[key];
          return {
            untouched: Object.keys(overrides).length === 0 && removed.length === 0 ? result : null,
            json: JSON.stringify(value).replace('"extra":', '"__proto__":'),
          };
        });
      fc.assert(
        fc.property(tampered, ({ untouched, json }) => {
          const parsed = parseCheckoutResultParam(base64(json));
          // Extra keys and a __proto__ key never make a valid result unreadable.
          if (untouched !== null) return isDeepStrictEqual(parsed, untouched);
          if (parsed === null) return true;
          const source = JSON.parse(json) as Record<string, unknown>;
          const known = Object.fromEntries(
            Object.entries(source).filter(([key]) => Object.hasOwn(CHECKOUT_RESULT, key)),
          );
          const unitType = known.unitType as Record<string, unknown>;
          return (
            isValidResult(parsed) &&
            isDeepStrictEqual(parsed, { ...known, unitType: { id: unitType.id, name: unitType.name } })
          );
        }),
        settings,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('encode then parse (property)', () => {
  it(
    'round-trips any valid result, directly and through a URL',
    () => {
      fc.assert(
        fc.property(validResult(500), (result) => {
          const param = encodeCheckoutResultParam(result);
          const url = new URL(`https://book.example.com/7/checkout/success?i=${encodeURIComponent(param)}`);
          return (
            isDeepStrictEqual(parseCheckoutResultParam(param), result) &&
            isDeepStrictEqual(parseCheckoutResultParam(url.searchParams.get('i')), result)
          );
        }),
        settings,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'round-trips any valid result written as URL-safe base64 without padding',
    () => {
      fc.assert(
        fc.property(validResult(60), (result) => {
          const urlSafe = encodeCheckoutResultParam(result)
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
          return isDeepStrictEqual(parseCheckoutResultParam(urlSafe), result);
        }),
        settings,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
