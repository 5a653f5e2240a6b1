// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { apiError, createFakeApi, type FakeHandlers, withStatus } from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../internal/__tests__/memoryStorage';
import {
  useBookingActions,
  useBookingLocation,
  useCheckout,
  useCheckoutActions,
  useCheckoutState,
  useOpenCheckout,
  useSubmitBooking,
  useUnitType,
} from '../index';
import { BASKET, bookingHandlers } from './support/bookingScenario';
import { CUSTOMER, chooseOptions } from './support/chooseBooking';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

/** Where the provider of location 7 remembers the open checkout for every tab. */
const OPEN_KEY = 'stowly.open-checkout.7';
const OTHER_BASKET = 5_120_077;
/** Within the scenario's clock (2026-03-10 10:00 UTC): the hold lasts. */
const EXPIRES_AT = '2026-03-10T10:12:00Z';

const released = withStatus(204, undefined as never);

/** A checkout state of `basketId` at `step`, held until `expiresAt`. */
function state(
  basketId: number,
  step: Schema<'CheckoutStep'>,
  expiresAt = EXPIRES_AT,
): Schema<'CheckoutState'> {
  return {
    basketId,
    locationId: 7,
    step,
    expiresAt,
    unitType: { id: 12, name: 'Unit 12' },
    moveInDate: '2026-03-20',
    currency: 'SEK',
    dueNow: 123.75,
    recurringAmount: 123.75,
    email: 'anna@example.com',
    bookingId: step === 'success' ? 4711 : null,
    identityCheck: 'required',
  };
}

function stored(storage: { getItem(key: string): string | null }): unknown {
  const text = storage.getItem(OPEN_KEY);
  return text === null ? null : JSON.parse(text);
}

function setup(handlers: FakeHandlers = {}, initial: Record<string, string> = {}) {
  const api = createFakeApi({
    ...bookingHandlers(),
    'POST /checkout/{basketId}/release': () => released,
    ...handlers,
  });
  const openCheckoutStorage = createMemoryStorage(initial);
  const storage = createMemoryStorage();
  const wrapper = bookingWrapper({ api, openCheckoutStorage, storage });
  return { api, openCheckoutStorage, storage, wrapper };
}

/** The booking hooks of the provider, with the flow ready to submit. */
async function renderBooking(wrapper: ReturnType<typeof bookingWrapper>) {
  const view = renderHook(
    () => ({
      submission: useSubmitBooking(),
      actions: useBookingActions(),
      location: useBookingLocation(),
      open: useOpenCheckout(),
      checkout: useCheckout(),
      // The customer page shows the unit type, so its name is in the cache.
      unitType: useUnitType(12),
    }),
    { wrapper },
  );
  await waitFor(() => expect(view.result.current.location).toBeDefined());
  await waitFor(() => expect(view.result.current.unitType.data).toBeDefined());
  act(() => {
    chooseOptions(view.result.current.actions);
    view.result.current.actions.setCustomerData(CUSTOMER);
  });
  return view;
}

describe('useSubmitBooking and the open checkout', () => {
  it('remembers the new basket, its hold and its unit type for every tab', async () => {
    const { wrapper, openCheckoutStorage } = setup();
    const { result } = await renderBooking(wrapper);
    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 't' });
    });
    const expected = {
      locationId: 7,
      basketId: BASKET.basketId,
      expiresAt: BASKET.expiresAt,
      unitTypeName: 'Unit 12',
    };
    expect(result.current.open.openCheckout).toEqual(expected);
    expect(stored(openCheckoutStorage)).toEqual(expected);
  });

  it('releases the remembered checkout first when the form is submitted again, then books', async () => {
    const remembered = { locationId: 7, basketId: OTHER_BASKET, expiresAt: EXPIRES_AT };
    const { api, wrapper, openCheckoutStorage } = setup({}, { [OPEN_KEY]: JSON.stringify(remembered) });
    const { result } = await renderBooking(wrapper);
    expect(result.current.open.openCheckout).toEqual(remembered);
    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 't' });
    });
    const order = api.requests
      .filter((request) => request.method === 'POST')
      .map((request) => `${request.method} ${request.path}`);
    expect(order).toEqual([`POST /checkout/${OTHER_BASKET}/release`, 'POST /booking']);
    expect(stored(openCheckoutStorage)).toMatchObject({ basketId: BASKET.basketId });
  });

  it('still books when that release fails (the server ends an unpaid checkout of the same email itself)', async () => {
    const remembered = { locationId: 7, basketId: OTHER_BASKET, expiresAt: EXPIRES_AT };
    const { api, wrapper } = setup(
      { 'POST /checkout/{basketId}/release': () => apiError(503, 'unavailable') },
      { [OPEN_KEY]: JSON.stringify(remembered) },
    );
    const { result } = await renderBooking(wrapper);
    let basket: Schema<'Basket'> | undefined;
    await act(async () => {
      basket = await result.current.submission.submit({ recaptchaToken: 't' });
    });
    expect(api.requestsTo('POST /checkout/{basketId}/release')).toHaveLength(1);
    expect(basket).toEqual(BASKET);
    expect(result.current.open.openCheckout?.basketId).toBe(BASKET.basketId);
  });
});

describe('useOpenCheckout: start over', () => {
  const remembered = {
    locationId: 7,
    basketId: OTHER_BASKET,
    expiresAt: EXPIRES_AT,
    unitTypeName: 'Unit 12',
  };

  it('releases the basket (its unit is free at once) and forgets it in every tab', async () => {
    const { api, wrapper, openCheckoutStorage } = setup({}, { [OPEN_KEY]: JSON.stringify(remembered) });
    const { result } = renderHook(() => useOpenCheckout(), { wrapper });
    expect(result.current.openCheckout).toEqual(remembered);
    let answer: boolean | undefined;
    await act(async () => {
      answer = await result.current.startOver();
    });
    expect(answer).toBe(true);
    expect(api.requestsTo('POST /checkout/{basketId}/release').map((request) => request.path)).toEqual([
      `/checkout/${OTHER_BASKET}/release`,
    ]);
    expect(result.current.openCheckout).toBeNull();
    expect(stored(openCheckoutStorage)).toBeNull();
  });

  it('keeps the checkout and says why when the release fails', async () => {
    const { wrapper, openCheckoutStorage } = setup(
      { 'POST /checkout/{basketId}/release': () => apiError(503, 'unavailable') },
      { [OPEN_KEY]: JSON.stringify(remembered) },
    );
    const { result } = renderHook(() => useOpenCheckout(), { wrapper });
    let answer: boolean | undefined;
    await act(async () => {
      answer = await result.current.startOver();
    });
    expect(answer).toBe(false);
    await waitFor(() => expect(result.current.startOverError).toMatchObject({ status: 503 }));
    expect(result.current.openCheckout).toEqual(remembered);
    expect(stored(openCheckoutStorage)).toEqual(remembered);
  });

  it.each([
    [
      'booked meanwhile (409 wrong-step)',
      () =>
        withStatus(409, { error: { code: 'wrong-step', message: 'x', details: [], currentStep: 'success' } }),
    ],
    ['unknown (404)', () => apiError(404, 'not-found')],
  ])('forgets a checkout the server has not open any more: %s', async (_name, answer) => {
    const { wrapper } = setup(
      { 'POST /checkout/{basketId}/release': answer as FakeHandlers['POST /checkout/{basketId}/release'] },
      { [OPEN_KEY]: JSON.stringify(remembered) },
    );
    const { result } = renderHook(() => useOpenCheckout(), { wrapper });
    await act(async () => {
      expect(await result.current.startOver()).toBe(true);
    });
    expect(result.current.openCheckout).toBeNull();
  });

  it('ends the tab’s checkout too when it is that basket', async () => {
    const { wrapper } = setup({}, { [OPEN_KEY]: JSON.stringify(remembered) });
    const { result } = renderHook(() => ({ open: useOpenCheckout(), checkout: useCheckout() }), { wrapper });
    act(() => result.current.checkout.startCheckout(OTHER_BASKET));
    await act(async () => {
      await result.current.open.startOver();
    });
    expect(result.current.checkout.basketId).toBeNull();
  });

  it('follows another tab through the storage event', async () => {
    const { wrapper, openCheckoutStorage } = setup();
    const { result } = renderHook(() => useOpenCheckout(), { wrapper });
    expect(result.current.openCheckout).toBeNull();
    openCheckoutStorage.setItem(OPEN_KEY, JSON.stringify(remembered));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: OPEN_KEY }));
    });
    expect(result.current.openCheckout).toEqual(remembered);
  });
});

describe('reading the checkout state keeps the open checkout current', () => {
  it('moves the hold on with each state read, and forgets it at session-ended', async () => {
    const steps: Schema<'CheckoutState'>[] = [
      state(OTHER_BASKET, 'e-signature', '2026-03-10T10:25:00Z'),
      state(OTHER_BASKET, 'session-ended', '2026-03-10T10:25:00Z'),
    ];
    const { wrapper, openCheckoutStorage } = setup({
      'GET /checkout/{basketId}': () => ({
        data:
          steps.length > 1
            ? (steps.shift() as Schema<'CheckoutState'>)
            : (steps[0] as Schema<'CheckoutState'>),
      }),
    });
    const { result } = renderHook(
      () => ({ state: useCheckoutState(OTHER_BASKET), open: useOpenCheckout() }),
      {
        wrapper,
      },
    );
    await waitFor(() =>
      expect(result.current.open.openCheckout).toEqual({
        locationId: 7,
        basketId: OTHER_BASKET,
        expiresAt: '2026-03-10T10:25:00Z',
        unitTypeName: 'Unit 12',
      }),
    );
    await act(async () => {
      await result.current.state.refetch();
    });
    await waitFor(() => expect(result.current.open.openCheckout).toBeNull());
    expect(stored(openCheckoutStorage)).toBeNull();
  });

  it('forgets it once the booking is created', async () => {
    const result: Schema<'CheckoutResult'> = {
      basketId: OTHER_BASKET,
      bookingId: 4711,
      customerId: null,
      invoiceId: 9001,
      locationId: 7,
      unitType: { id: 12, name: 'Unit 12' },
      unitName: 'A-104',
      moveInDate: '2026-03-20',
      email: 'anna@example.com',
      currency: 'SEK',
      dueNow: 123.75,
      recurringAmount: 123.75,
      moveIn: {
        unitName: 'A-104',
        moveInDate: '2026-03-20',
        locationName: 'Nordbox Stockholm Kungsholmen',
        address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
        mapUrl:
          'https://www.openstreetmap.org/search?query=Fleminggatan%2041%2C%20112%2032%20Stockholm%2C%20SE',
        timeZone: 'Europe/Stockholm',
        accessHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
      },
    };
    const remembered = { locationId: 7, basketId: OTHER_BASKET, expiresAt: EXPIRES_AT };
    const { wrapper, openCheckoutStorage } = setup(
      {
        'POST /checkout/{basketId}/booking': () => withStatus(201, { data: result }),
        'GET /checkout/{basketId}': () => ({ data: state(OTHER_BASKET, 'success') }),
      },
      { [OPEN_KEY]: JSON.stringify(remembered) },
    );
    const view = renderHook(() => ({ actions: useCheckoutActions(OTHER_BASKET), open: useOpenCheckout() }), {
      wrapper,
    });
    expect(view.result.current.open.openCheckout).toEqual(remembered);
    await act(async () => {
      await view.result.current.actions.createBooking();
    });
    expect(view.result.current.open.openCheckout).toBeNull();
    expect(stored(openCheckoutStorage)).toBeNull();
  });
});
