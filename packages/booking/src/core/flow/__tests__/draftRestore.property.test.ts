import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { isId } from '../../../internal/isId';
import { isIsoDate } from '../../../internal/isIsoDate';
import { isRecord } from '../../../internal/isRecord';
import { createBookingStore } from '../createBookingStore';
import { createDraftPersistence } from '../createDraftPersistence';
import {
  clock,
  createCatalogue,
  createFakeBookingApi,
  LOCATION,
  type RecordedRequest,
} from './fakeBookingApi';
import { expectConsistentFlow, PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from './flowInvariants';

const KEY = 'stowly.booking-draft.7';

const ID_LIST = /^[1-9]\d*(,[1-9]\d*)*$/;

const isIdText = (text: string | undefined) =>
  text !== undefined && ID_LIST.test(text) && text.split(',').every((part) => isId(Number(part)));

/** Asserts a request the restore sent carries only valid ids, dates and codes. */
function expectValidRequest(request: RecordedRequest): void {
  const match = /^\/unit-type\/([^/]+)/.exec(request.path);
  expect(isIdText(match?.[1]), `path id in ${request.path}`).toBe(true);
  for (const [name, value] of Object.entries(request.query)) {
    if (name === 'moveIn') expect(isIsoDate(value), `moveIn=${value}`).toBe(true);
    else expect(isIdText(value), `${name}=${value}`).toBe(true);
  }
  if (request.method === 'POST') {
    const body = isRecord(request.body) ? request.body : {};
    expect(isId(body.billingPeriodId)).toBe(true);
    expect(isIsoDate(body.moveIn)).toBe(true);
    expect(
      typeof body.discountCode === 'string' &&
        body.discountCode.length >= 1 &&
        body.discountCode.length <= 64,
    ).toBe(true);
    for (const field of ['insuranceId', 'insuranceBillingPeriodId']) {
      expect(body[field] === null || isId(body[field])).toBe(true);
    }
  }
}

/** Numbers an id field might hold after tampering: real ids of the catalogue and everything else. */
const anyId = fc.oneof(
  fc.constantFrom(12, 13, 99, 21, 22, 31, 41, 51, 52, 61),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e20, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.string(),
  fc.constant(null),
);
const anyDate = fc.oneof(
  fc
    .integer({ min: -10, max: 80 })
    .map((offset) => new Date(Date.UTC(2026, 2, 10 + offset)).toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '2026-03-20T00:00:00Z', '99999-01-01'),
  fc.string(),
  fc.anything(),
);
const anyProducts = fc.oneof(
  fc.array(
    fc.record(
      { id: anyId, quantity: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant(1e9), fc.anything()) },
      { requiredKeys: ['id'] },
    ),
    {
      maxLength: 4,
    },
  ),
  fc.anything(),
);
const tamperedDraft = fc.record(
  {
    unitType: fc.oneof(fc.record({ id: anyId }), fc.anything()),
    discountCode: fc.oneof(fc.constantFrom('SPRING', 'EXPIRED', 'X'.repeat(65)), fc.string(), fc.anything()),
    customerData: fc.oneof(
      fc.record({ customerType: fc.oneof(fc.constantFrom('private', 'business'), fc.anything()) }),
      fc.anything(),
    ),
    insurance: fc.oneof(fc.record({ id: anyId, billingPeriod: fc.record({ id: anyId }) }), fc.anything()),
    bookingPlan: fc.oneof(fc.record({ id: anyId }), fc.anything()),
    moveInDate: anyDate,
    oneTimeProducts: anyProducts,
    recurringProducts: anyProducts,
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

const validDraft = {
  unitType: { id: 12 },
  discountCode: 'SPRING',
  customerData: { customerType: 'private' },
  insurance: { id: 31, billingPeriod: { id: 41 } },
  bookingPlan: { id: 21 },
  moveInDate: '2026-03-20',
  oneTimeProducts: [{ id: 51, quantity: 2 }],
  recurringProducts: [{ id: 61, quantity: 1 }],
};

/** A valid draft with one field replaced by something arbitrary. */
const mutatedDraft = fc
  .tuple(
    fc.constantFrom(...Object.keys(validDraft)),
    fc.oneof(anyId, anyDate, anyProducts, fc.record({ id: anyId }), fc.anything()),
  )
  .map(([key, value]) => ({ ...validDraft, [key]: value }));

const storedText = fc.oneof(
  fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.json(),
  fc.string(),
  fc.constant(JSON.stringify(validDraft)),
  { arbitrary: mutatedDraft.map((draft) => JSON.stringify(draft)), weight: 6 },
  tamperedDraft.map((draft) => JSON.stringify(draft)),
  tamperedDraft.map((draft) => JSON.stringify(draft).slice(0, -3)),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), mutatedDraft)
    .map(([key, draft]) => JSON.stringify(draft).replace('{', `{"${key}":{"polluted":true},`)),
);

describe('draft restore (spec section 4, property)', () => {
  it(
    'never throws and never sends an invalid id, date or code, whatever was stored',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.option(storedText, { nil: null }),
          fc.option(fc.constantFrom(3, 4), { nil: null }),
          fc.nat(9).map((roll) => roll === 0),
          async (text, category, apiFails) => {
            const catalogue = createCatalogue();
            if (apiFails) catalogue.failWith = 500;
            const api = createFakeBookingApi(catalogue);
            const store = createBookingStore({
              locationId: 7,
              unitTypeCategory: category ? { id: category } : null,
            });
            const storage = createMemoryStorage(text === null ? {} : { [KEY]: text });
            const restored = await createDraftPersistence({
              store,
              storage,
              client: api.client,
              clock,
            }).restore(LOCATION);
            for (const request of api.requests) expectValidRequest(request);
            const state = store.getState();
            expectConsistentFlow(state);
            if (!restored) {
              expect(state.unitType).toBeNull();
              // A draft the API could not check (a 5xx) stays stored for the next load, unchanged;
              // any other draft that is not restored is removed.
              if (apiFails) expect([undefined, text]).toContain(storage.entries()[KEY]);
              else expect(storage.entries()[KEY]).toBeUndefined();
            }
            expect(Object.prototype).not.toHaveProperty('polluted');
          },
        ),
        { numRuns: PROPERTY_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
