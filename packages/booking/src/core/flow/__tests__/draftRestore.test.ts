import { createStowlyClient } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { createBookingStore } from '../createBookingStore';
import { createDraftPersistence } from '../createDraftPersistence';
import type { BookingDraft } from '../parseBookingDraft';
import { clock, createCatalogue, createFakeBookingApi, LOCATION } from './fakeBookingApi';

const KEY = 'stowly.booking-draft.7';

const fullDraft: BookingDraft = {
  unitType: { id: 12 },
  discountCode: 'SPRING',
  customerData: { customerType: 'business' },
  insurance: { id: 31, billingPeriod: { id: 41 } },
  bookingPlan: { id: 21 },
  moveInDate: '2026-03-20',
  oneTimeProducts: [{ id: 51, quantity: 2 }],
  recurringProducts: [{ id: 61, quantity: 1 }],
};

function setup(
  draft: unknown,
  options: { catalogue?: ReturnType<typeof createCatalogue>; category?: number } = {},
) {
  const store = createBookingStore({
    locationId: 7,
    unitTypeCategory: options.category ? { id: options.category } : null,
  });
  const storage = createMemoryStorage(
    draft === undefined ? {} : { [KEY]: typeof draft === 'string' ? draft : JSON.stringify(draft) },
  );
  const api = createFakeBookingApi(options.catalogue);
  const persistence = createDraftPersistence({ store, storage, client: api.client, clock });
  const calls = () => api.requests.map((request) => `${request.method} ${request.path}`);
  return { store, storage, api, persistence, calls };
}

describe('draft restore (spec section 4)', () => {
  it('reapplies a saved draft after the API confirms each part', async () => {
    const { store, persistence, api, storage } = setup(fullDraft);
    expect(await persistence.restore(LOCATION)).toBe(true);
    expect(store.getState()).toMatchObject({
      locationId: 7,
      unitType: { id: 12, categoryIds: [3], available: true },
      moveInDate: '2026-03-20',
      unitAvailable: true,
      bookingPlan: { id: 21, hasInsurances: true, period: 'monthly', amount: 99 },
      insurance: { id: 31, billingPeriodId: 41 },
      discountCode: 'SPRING',
      customerData: { customerType: 'business' },
      selectedProducts: [
        { id: 51, frequency: 'one_time', quantity: 2 },
        { id: 61, frequency: 'recurring', quantity: 1 },
      ],
    });
    expect(api.requests.map((request) => [request.method, request.path, request.query])).toEqual([
      ['GET', '/unit-type/12', {}],
      ['GET', '/unit-type/12/available-unit', { moveIn: '2026-03-20' }],
      ['GET', '/unit-type/12/billing-period', { billingPeriodIds: '21' }],
      ['GET', '/unit-type/12/insurance', { billingPeriodId: '21', page: '1', pageSize: '30' }],
      [
        'GET',
        '/unit-type/12/optional-product',
        {
          billingPeriodId: '21',
          unitTypeId: '12',
          productIds: '51',
          recurringProductIds: '61',
          pageSize: '100',
        },
      ],
      ['POST', '/unit-type/12/discount/validation', {}],
    ]);
    expect(api.requests[5]?.body).toEqual({
      discountCode: 'SPRING',
      billingPeriodId: 21,
      customerType: 'business',
      moveIn: '2026-03-20',
      insuranceId: 31,
      insuranceBillingPeriodId: 41,
    });
    expect(JSON.parse(storage.entries()[KEY] ?? 'null')).toEqual(fullDraft);
  });

  it('brings back the customer details typed before a reload (no checkbox is kept)', async () => {
    const typed = {
      customerType: 'private' as const,
      firstName: 'Anna',
      zip: '111 22',
      country: { id: 752 },
      phone: { prefix: '+46', number: '701234567' },
    };
    const { store, persistence } = setup({ ...fullDraft, customerData: typed });
    expect(await persistence.restore(LOCATION)).toBe(true);
    expect(store.getState().customerData).toEqual(typed);
  });

  it('a stored draft with a customer detail of the wrong kind resets the flow', async () => {
    const { store, persistence } = setup({ ...fullDraft, customerData: { firstName: { evil: true } } });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('a category set from the route before the restore does not lose the draft', async () => {
    const { store, persistence } = setup(fullDraft);
    store.getState().selectUnitTypeCategory({ id: 3 });
    expect(await persistence.restore(LOCATION)).toBe(true);
    expect(store.getState()).toMatchObject({ unitTypeCategory: { id: 3 }, discountCode: 'SPRING' });
  });

  it('sends the category filter with the availability check', async () => {
    const { api, persistence } = setup(fullDraft, { category: 3 });
    await persistence.restore(LOCATION);
    expect(api.requests[1]?.query).toEqual({ moveIn: '2026-03-20', categoryId: '3' });
  });

  it('a draft of another location resets without any request', async () => {
    const { store, persistence, api } = setup(fullDraft);
    expect(await persistence.restore({ ...LOCATION, id: 8 })).toBe(false);
    expect(store.getState().unitType).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('a unit type of another location resets, and nothing else of the draft is sent', async () => {
    const { store, persistence, calls } = setup({ ...fullDraft, unitType: { id: 99 } });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
    expect(calls()).toEqual(['GET /unit-type/99']);
  });

  it('no unit type id resets and removes the draft', async () => {
    const { store, persistence, api, storage } = setup({
      ...fullDraft,
      unitType: null,
      moveInDate: null,
      bookingPlan: null,
      insurance: null,
      oneTimeProducts: [],
      recurringProducts: [],
      discountCode: null,
    });
    store.getState().selectUnitTypeCategory({ id: 3 });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState()).toMatchObject({ unitType: null, unitTypeCategory: { id: 3 } });
    expect(api.requests).toEqual([]);
    expect(storage.entries()[KEY]).toBeUndefined();
  });

  it('no draft at all resets', async () => {
    const { store, persistence } = setup(undefined);
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('a past move-in date keeps only the unit type, with no availability check', async () => {
    const { store, persistence, calls } = setup({ ...fullDraft, moveInDate: '2026-03-09' });
    expect(await persistence.restore(LOCATION)).toBe(true);
    expect(store.getState()).toMatchObject({
      unitType: { id: 12 },
      moveInDate: null,
      unitAvailable: 'unknown',
      bookingPlan: null,
      insurance: null,
      discountCode: null,
      selectedProducts: [],
      customerData: { customerType: 'business' },
    });
    expect(calls()).toEqual(['GET /unit-type/12']);
  });

  it('judges "past" in the location time zone', async () => {
    // 23:30 UTC on 9 March is already 10 March in Stockholm but still 9 March in New York.
    const lateEvening = { now: () => Date.parse('2026-03-09T23:30:00Z') };
    const draft = { ...fullDraft, moveInDate: '2026-03-09' };
    const location = {
      ...LOCATION,
      earliestBookableDate: '2026-03-01',
      currentDayLocationTimeZone: undefined,
    };
    const restoreAt = async (timeZone: string) => {
      const store = createBookingStore({ locationId: 7 });
      const storage = createMemoryStorage({ [KEY]: JSON.stringify(draft) });
      const { client } = createFakeBookingApi();
      await createDraftPersistence({ store, storage, client, clock: lateEvening }).restore({
        ...location,
        timeZone,
      });
      return store.getState().moveInDate;
    };
    expect(await restoreAt('Europe/Stockholm')).toBeNull();
    expect(await restoreAt('America/New_York')).toBe('2026-03-09');
  });

  it('an unavailable unit resets the flow', async () => {
    const catalogue = createCatalogue();
    catalogue.fullDates.add('2026-03-20');
    const { store, persistence, calls } = setup(fullDraft, { catalogue });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
    // After the unit type, the checks went out together; the discount code is only validated once
    // all of them pass.
    expect(calls()).toEqual([
      'GET /unit-type/12',
      'GET /unit-type/12/available-unit',
      'GET /unit-type/12/billing-period',
      'GET /unit-type/12/insurance',
      'GET /unit-type/12/optional-product',
    ]);
  });

  it('asks for the other checks together once the unit type is confirmed: two round trips, not one per check', async () => {
    const api = createFakeBookingApi();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const client = createStowlyClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      getLocale: () => 'en',
      fetch: async (request: Request) => {
        const path = new URL(request.url).pathname;
        sent.push(path);
        // The unit type answers at once; the other checks wait.
        if (path !== '/v1/unit-type/12') await held;
        return api.fetch(request);
      },
    });
    const store = createBookingStore({ locationId: 7, unitTypeCategory: null });
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(fullDraft) });
    const restoring = createDraftPersistence({ store, storage, client, clock }).restore(LOCATION);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // None of the other checks has answered, and all of them are asked for.
    expect(sent).toEqual([
      '/v1/unit-type/12',
      '/v1/unit-type/12/available-unit',
      '/v1/unit-type/12/billing-period',
      '/v1/unit-type/12/insurance',
      '/v1/unit-type/12/optional-product',
    ]);
    release();
    expect(await restoring).toBe(true);
    expect(store.getState()).toMatchObject({ discountCode: 'SPRING', insurance: { id: 31 } });
  });

  it('an unreachable API for a later check, after an earlier one failed, still resets the draft as wrong', async () => {
    const catalogue = createCatalogue();
    catalogue.fullDates.add('2026-03-20');
    const api = createFakeBookingApi(catalogue);
    const client = createStowlyClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      getLocale: () => 'en',
      fetch: (request: Request) =>
        new URL(request.url).pathname.endsWith('/billing-period')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : api.fetch(request),
    });
    const store = createBookingStore({ locationId: 7, unitTypeCategory: null });
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(fullDraft) });
    expect(await createDraftPersistence({ store, storage, client, clock }).restore(LOCATION)).toBe(false);
    // The unit is taken (read first), so the draft is gone, not kept as unchecked.
    expect(storage.entries()[KEY]).toBeUndefined();
  });

  it('a billing period the unit type no longer offers resets the flow', async () => {
    const catalogue = createCatalogue();
    catalogue.billingPeriods = catalogue.billingPeriods.filter((plan) => plan.id !== 21);
    const { store, persistence } = setup(fullDraft, { catalogue });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('an insurance no longer offered for the plan resets the flow', async () => {
    const catalogue = createCatalogue();
    catalogue.insurances = [];
    const { store, persistence } = setup(fullDraft, { catalogue });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('an insurance with another billing period resets the flow', async () => {
    const { store, persistence } = setup({ ...fullDraft, insurance: { id: 31, billingPeriod: { id: 42 } } });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('products not found clear the products and reset the flow', async () => {
    const catalogue = createCatalogue();
    catalogue.products = [];
    const { store, persistence, calls } = setup(fullDraft, { catalogue });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState()).toMatchObject({ unitType: null, selectedProducts: [] });
    expect(calls()).toContain('GET /unit-type/12/optional-product');
  });

  it('one missing product of several also resets the flow', async () => {
    const { store, persistence } = setup({
      ...fullDraft,
      oneTimeProducts: [
        { id: 51, quantity: 1 },
        { id: 53, quantity: 1 },
      ],
    });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('caps a saved quantity at the product maximum', async () => {
    const { store, persistence } = setup({ ...fullDraft, oneTimeProducts: [{ id: 52, quantity: 9 }] });
    await persistence.restore(LOCATION);
    expect(store.getState().selectedProducts).toContainEqual({ id: 52, frequency: 'one_time', quantity: 2 });
  });

  it('sends only the id list that has products', async () => {
    const { api, persistence } = setup({ ...fullDraft, recurringProducts: [] });
    await persistence.restore(LOCATION);
    expect(api.requests.find((request) => request.path.endsWith('optional-product'))?.query).toEqual({
      billingPeriodId: '21',
      unitTypeId: '12',
      productIds: '51',
      pageSize: '100',
    });
  });

  it('an invalid saved discount code is dropped, the rest is kept', async () => {
    const { store, persistence } = setup({ ...fullDraft, discountCode: 'EXPIRED' });
    expect(await persistence.restore(LOCATION)).toBe(true);
    expect(store.getState()).toMatchObject({
      discountCode: null,
      insurance: { id: 31 },
      bookingPlan: { id: 21 },
    });
  });

  it('a discount code without a chosen insurance is dropped without asking the server', async () => {
    const { store, persistence, calls } = setup({ ...fullDraft, insurance: null });
    expect(await persistence.restore(LOCATION)).toBe(true);
    expect(store.getState()).toMatchObject({ discountCode: null, bookingPlan: { id: 21 }, insurance: null });
    expect(calls()).not.toContain('POST /unit-type/12/discount/validation');
  });

  it('a saved insurance with a plan that has none resets the flow', async () => {
    const { store, persistence } = setup({ ...fullDraft, bookingPlan: { id: 22 } });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('an API failure resets the flow', async () => {
    const catalogue = createCatalogue();
    catalogue.failWith = 503;
    const { store, persistence } = setup(fullDraft, { catalogue });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
  });

  it('an API that cannot be reached keeps the stored draft for the next load', async () => {
    const catalogue = createCatalogue();
    catalogue.failWith = 503;
    const { store, persistence, storage } = setup(fullDraft, { catalogue });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual(fullDraft);
  });

  it('a unit type the API does not know removes the stored draft', async () => {
    const { persistence, storage } = setup({ ...fullDraft, unitType: { id: 999 } });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('a unit type outside the chosen category resets the flow', async () => {
    const { store, persistence } = setup(fullDraft, { category: 4 });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState()).toMatchObject({ unitType: null, unitTypeCategory: { id: 4 } });
  });

  it('a change by the visitor while the checks run wins over the draft', async () => {
    const { store, persistence } = setup(fullDraft);
    const restoring = persistence.restore(LOCATION);
    store.getState().selectUnitType({ id: 13, categoryIds: [4], available: true });
    expect(await restoring).toBe(false);
    expect(store.getState().unitType?.id).toBe(13);
  });

  it.each([
    ['malformed JSON', '{"unitType":'],
    ['a wrong type', JSON.stringify({ ...fullDraft, unitType: { id: '12' } })],
    ['an unknown key', JSON.stringify({ ...fullDraft, extra: true })],
    ['a __proto__ key', `{"unitType":{"id":12},"__proto__":{"polluted":true}}`],
    ['a constructor key', `{"unitType":{"id":12,"constructor":1}}`],
    ['a non-positive id', JSON.stringify({ ...fullDraft, unitType: { id: 0 } })],
    ['a huge id', JSON.stringify({ ...fullDraft, bookingPlan: { id: 1e20 } })],
    ['a fractional id', JSON.stringify({ ...fullDraft, unitType: { id: 12.5 } })],
    ['a quantity of -5', JSON.stringify({ ...fullDraft, oneTimeProducts: [{ id: 51, quantity: -5 }] })],
    ['a quantity of 1e9', JSON.stringify({ ...fullDraft, recurringProducts: [{ id: 61, quantity: 1e9 }] })],
    ['an impossible date', JSON.stringify({ ...fullDraft, moveInDate: '2026-02-30' })],
    ['a date with a time', JSON.stringify({ ...fullDraft, moveInDate: '2026-03-20T00:00:00Z' })],
    ['an oversized code', JSON.stringify({ ...fullDraft, discountCode: 'X'.repeat(65) })],
    [
      'an oversized list',
      JSON.stringify({
        ...fullDraft,
        oneTimeProducts: Array.from({ length: 51 }, (_, i) => ({ id: i + 1 })),
      }),
    ],
    ['an oversized text', JSON.stringify(fullDraft) + ' '.repeat(10_000)],
    ['a duplicate product', JSON.stringify({ ...fullDraft, oneTimeProducts: [{ id: 51 }, { id: 51 }] })],
    ['an unknown customer type', JSON.stringify({ ...fullDraft, customerData: { customerType: 'admin' } })],
    ['a plan without a date', JSON.stringify({ ...fullDraft, moveInDate: null })],
    [
      'products without a plan',
      JSON.stringify({ ...fullDraft, bookingPlan: null, insurance: null, discountCode: null }),
    ],
    ['an array', '[]'],
    ['null', 'null'],
  ])('%s resets cleanly without any request', async (_name, text) => {
    const { store, persistence, api, storage } = setup(text);
    store.getState().selectUnitTypeCategory({ id: 3 });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState()).toMatchObject({ unitType: null, unitTypeCategory: { id: 3 } });
    expect(api.requests).toEqual([]);
    expect(storage.entries()[KEY]).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('a quantity left out means 1', async () => {
    const { store, persistence } = setup({ ...fullDraft, oneTimeProducts: [{ id: 51 }] });
    expect(await persistence.restore(LOCATION)).toBe(true);
    expect(store.getState().selectedProducts).toContainEqual({ id: 51, frequency: 'one_time', quantity: 1 });
  });

  it('customer type left out means private', async () => {
    const { customerData: _, ...withoutCustomer } = fullDraft;
    const { store, persistence } = setup(withoutCustomer);
    await persistence.restore(LOCATION);
    expect(store.getState().customerData.customerType).toBe('private');
  });
});

describe('a second tab of the same flow (session storage is per tab)', () => {
  it("restores the open tab's draft, customer details included, without storing it anywhere else", async () => {
    const channelName = `stowly.booking-draft.test-${Math.random()}`;
    const openTabChannel = () => new BroadcastChannel(channelName);
    const typed = { ...fullDraft, customerData: { customerType: 'private' as const, firstName: 'Anna' } };
    // The first tab: its draft in its own session storage, typing still pending (debounced).
    const first = setup(typed);
    const firstPersistence = createDraftPersistence({
      store: first.store,
      storage: first.storage,
      client: first.api.client,
      clock,
      openTabChannel,
    });
    expect(await firstPersistence.restore(LOCATION)).toBe(true);
    first.store.getState().setCustomerData({ lastName: 'Svensson' });

    // The second tab: nothing stored; it asks the first one.
    const second = setup(undefined);
    const secondPersistence = createDraftPersistence({
      store: second.store,
      storage: second.storage,
      client: second.api.client,
      clock,
      openTabChannel,
      tabAnswerMs: 2_000,
    });
    expect(await secondPersistence.restore(LOCATION)).toBe(true);
    expect(second.store.getState()).toMatchObject({
      unitType: { id: 12 },
      moveInDate: '2026-03-20',
      customerData: { customerType: 'private', firstName: 'Anna', lastName: 'Svensson' },
    });
    firstPersistence.dispose();
    secondPersistence.dispose();
    first.persistence.dispose();
    second.persistence.dispose();
  });

  it('with no other tab open, it starts over after a short wait', async () => {
    const { store, persistence: plain } = setup(undefined);
    plain.dispose();
    const persistence = createDraftPersistence({
      store,
      storage: createMemoryStorage({}),
      client: createFakeBookingApi().client,
      clock,
      openTabChannel: () => new BroadcastChannel(`stowly.booking-draft.alone-${Math.random()}`),
      tabAnswerMs: 20,
    });
    expect(await persistence.restore(LOCATION)).toBe(false);
    expect(store.getState().unitType).toBeNull();
    persistence.dispose();
  });
});
