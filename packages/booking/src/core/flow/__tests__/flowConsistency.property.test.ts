import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingFlowState, createBookingStore } from '../createBookingStore';
import { parseBookingDraft, toBookingDraft } from '../parseBookingDraft';
import { expectConsistentFlow, PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from './flowInvariants';

type Action = (state: BookingFlowState) => void;

/** An action that prints as its call in a counterexample. */
const call = <A extends unknown[]>(name: keyof BookingFlowState, ...args: A): Action =>
  Object.assign(
    (state: BookingFlowState) => {
      const action = state[name];
      if (typeof action === 'function') (action as (...values: A) => void)(...args);
    },
    { [fc.toStringMethod]: () => `${String(name)}(${args.map((arg) => fc.stringify(arg)).join(', ')})` },
  );

const id = fc.integer({ min: 1, max: 4 });
const category = fc.option(fc.record({ id }), { nil: null });
const unitType = fc.record({
  id,
  categoryIds: fc.uniqueArray(id, { maxLength: 3 }),
  available: fc.boolean(),
});
const date = fc.oneof(
  fc.constantFrom('2026-03-10', '2026-03-20', '2026-04-01'),
  fc.constantFrom('2026-02-30', '', 'tomorrow', '2026-3-1'),
);
const plan = fc.record({
  id,
  hasInsurances: fc.boolean(),
  period: fc.constantFrom('weekly' as const, 'monthly' as const),
  amount: fc.integer({ min: 1, max: 500 }),
});
const product = fc.record({ id, frequency: fc.constantFrom('one_time' as const, 'recurring' as const) });
const quantity = fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double(), fc.constant(1e9));

const action: fc.Arbitrary<Action> = fc.oneof(
  category.map((value) => call('selectUnitTypeCategory', value)),
  fc.option(unitType, { nil: null }).map((value) => call('selectUnitType', value)),
  unitType.map((value) => call('replaceUnitType', value)),
  fc.option(date, { nil: null }).map((value) => call('setMoveInDate', value)),
  fc
    .tuple(fc.constantFrom(true, false, 'unknown' as const), fc.option(date, { nil: undefined }))
    .map(([available, forDate]) => call('setUnitAvailable', available, forDate)),
  fc.option(plan, { nil: null }).map((value) => call('selectBookingPlan', value)),
  fc
    .option(fc.record({ id, billingPeriodId: id }), { nil: null })
    .map((value) => call('selectInsurance', value)),
  fc
    .tuple(product, fc.option(quantity, { nil: undefined }))
    .map(([value, count]) => call('toggleProduct', value, count)),
  fc.tuple(product, quantity).map(([value, count]) => call('setProductQuantity', value, count)),
  fc
    .option(fc.oneof(fc.string(), fc.constant('SPRING')), { nil: null })
    .map((value) => call('setDiscountCode', value)),
  fc
    .constantFrom('private' as const, 'business' as const)
    .map((customerType) => call('setCustomerData', { customerType })),
  fc.constantFrom(call('resetToUnitSelection'), call('resetToBookingOptions'), call('reset')),
);

/** Walks to a complete flow first, so later random actions start from every step. */
const completeFlow: Action[] = [
  call('selectUnitType', { id: 1, categoryIds: [1, 2], available: true }),
  call('setMoveInDate', '2026-03-20'),
  call('setUnitAvailable', true),
  call('selectBookingPlan', { id: 1, hasInsurances: true, period: 'monthly', amount: 99 }),
  call('selectInsurance', { id: 1, billingPeriodId: 2 }),
  call('toggleProduct', { id: 1, frequency: 'one_time' }),
  call('setDiscountCode', 'SPRING'),
];

describe('flow consistency (spec section 4, property)', () => {
  it(
    'any sequence of actions keeps the prerequisites, and the saved draft always reads back',
    () => {
      fc.assert(
        fc.property(fc.boolean(), fc.array(action, { maxLength: 40 }), (startComplete, actions) => {
          const store = createBookingStore({ locationId: 7 });
          for (const act of [...(startComplete ? completeFlow : []), ...actions]) {
            act(store.getState());
            const state = store.getState();
            expectConsistentFlow(state);
            if (state.unitType) {
              const draft = toBookingDraft(state);
              expect(parseBookingDraft(JSON.stringify(draft))).toEqual(draft);
            }
          }
        }),
        { numRuns: PROPERTY_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
