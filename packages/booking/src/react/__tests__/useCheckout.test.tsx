// @vitest-environment jsdom
import { ApiError, type Schema } from '@stowly/api-client';
import {
  apiError,
  createFakeApi,
  type FakeApi,
  type FakeHandlers,
  withStatus,
} from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../internal/__tests__/memoryStorage';
import {
  useBookingActions,
  useBookingLocation,
  useBookingState,
  useCheckout,
  useCheckoutActions,
  useCheckoutResult,
  useCheckoutState,
  useSubmitBooking,
} from '../index';
import { BASKET, bookingHandlers } from './support/bookingScenario';
import { CUSTOMER, chooseMoveIn, chooseOptions } from './support/chooseBooking';
import { bookingWrapper, createTestQueryClient } from './support/renderWithBooking';

afterEach(cleanup);

type Step = Schema<'CheckoutStep'>;

/** The basket of these tests (the one `POST /booking` answers in the scenario). */
const BASKET_ID = BASKET.basketId;
/** Where the provider of location 7 keeps the tab's checkout. */
const CHECKOUT_KEY = 'stowly.checkout.7';
/** A booking key as an earlier page load stored it. */
const STORED_KEY = '0f3c9a7e-2b4d-4c1e-9a57-stored000001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The checkout state of the test basket as `GET /checkout/{basketId}` answers it. */
function checkoutState(step: Step): Schema<'CheckoutState'> {
  return {
    basketId: BASKET_ID,
    locationId: 7,
    step,
    expiresAt: '2026-03-10T10:30:00Z',
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

const RESULT: Schema<'CheckoutResult'> = {
  basketId: BASKET_ID,
  bookingId: 4711,
  customerId: 305,
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
    mapUrl: 'https://www.openstreetmap.org/search?query=Fleminggatan%2041%2C%20112%2032%20Stockholm%2C%20SE',
    timeZone: 'Europe/Stockholm',
    accessHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
  },
};

/** A 409 `wrong-step` answer naming the step the server is at. */
function wrongStep(currentStep: Step) {
  return withStatus(409, { error: { code: 'wrong-step', message: 'Wrong step', details: [], currentStep } });
}

/** A storage holding the tab's checkout of the test basket with {@link STORED_KEY}. */
function storageWithCheckout() {
  return createMemoryStorage({
    [CHECKOUT_KEY]: JSON.stringify({ basketId: BASKET_ID, bookingKey: STORED_KEY }),
  });
}

/** The stored checkout, parsed; null when there is none. */
function storedCheckout(storage: { getItem(key: string): string | null }): unknown {
  const text = storage.getItem(CHECKOUT_KEY);
  return text === null ? null : JSON.parse(text);
}

/** The scenario's API whose basket answers `GET /checkout/{basketId}` with the given steps in turn (the last one repeats). */
function checkoutApi(steps: Step[], more: FakeHandlers = {}): FakeApi {
  const answers = [...steps];
  return createFakeApi({
    ...bookingHandlers(),
    'GET /checkout/{basketId}': () => ({
      data: checkoutState(answers.length > 1 ? (answers.shift() as Step) : (answers[0] as Step)),
    }),
    'GET /checkout/{basketId}/result': () => ({ data: RESULT }),
    ...more,
  });
}

/** Lets timers and pending requests run for `ms` milliseconds of real time. */
async function pass(ms: number) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

describe('useCheckout', () => {
  it("restores the tab's checkout from the provider's storage when the provider mounts", () => {
    const api = checkoutApi(['payment']);
    const { result } = renderHook(() => useCheckout(), {
      wrapper: bookingWrapper({ api, storage: storageWithCheckout() }),
    });
    expect(result.current.basketId).toBe(BASKET_ID);
    expect(result.current.bookingKey).toBe(STORED_KEY);
  });

  it('starts without a checkout when there is no storage', () => {
    const api = checkoutApi(['payment']);
    const { result } = renderHook(() => useCheckout(), { wrapper: bookingWrapper({ api }) });
    expect(result.current).toMatchObject({ basketId: null, bookingKey: null });
  });

  it.each([
    ['text that is not JSON', '{basketId: 8234551'],
    ['a basket id that is a string', JSON.stringify({ basketId: '8234551', bookingKey: STORED_KEY })],
    ['a basket id that is not positive', JSON.stringify({ basketId: -4, bookingKey: STORED_KEY })],
    ['a missing booking key', JSON.stringify({ basketId: BASKET_ID })],
    ['a booking key with a slash', JSON.stringify({ basketId: BASKET_ID, bookingKey: '../../etc/passwd' })],
    ['an array', JSON.stringify([BASKET_ID, STORED_KEY])],
  ])('starts without a checkout and removes a stored value with %s', (_, stored) => {
    const api = checkoutApi(['payment']);
    const storage = createMemoryStorage({ [CHECKOUT_KEY]: stored, 'stowly.checkout.8': stored });
    const { result } = renderHook(() => useCheckout(), { wrapper: bookingWrapper({ api, storage }) });
    expect(result.current).toMatchObject({ basketId: null, bookingKey: null });
    expect(storage.getItem(CHECKOUT_KEY)).toBeNull();
    // Another location's checkout is not this provider's to remove.
    expect(storage.getItem('stowly.checkout.8')).toBe(stored);
  });

  it('updates the hook and the storage on startCheckout and endCheckout', () => {
    const api = checkoutApi(['payment']);
    const storage = createMemoryStorage();
    const { result } = renderHook(() => useCheckout(), { wrapper: bookingWrapper({ api, storage }) });
    expect(result.current.basketId).toBeNull();

    act(() => result.current.startCheckout(BASKET_ID));
    const firstKey = result.current.bookingKey;
    expect(result.current.basketId).toBe(BASKET_ID);
    expect(firstKey).toMatch(UUID);
    expect(storedCheckout(storage)).toEqual({ basketId: BASKET_ID, bookingKey: firstKey });

    act(() => result.current.startCheckout(BASKET_ID));
    expect(result.current.bookingKey).toBe(firstKey);

    act(() => result.current.startCheckout(555));
    expect(result.current.basketId).toBe(555);
    expect(result.current.bookingKey).toMatch(UUID);
    expect(result.current.bookingKey).not.toBe(firstKey);
    expect(storedCheckout(storage)).toEqual({ basketId: 555, bookingKey: result.current.bookingKey });

    act(() => result.current.endCheckout());
    expect(result.current).toMatchObject({ basketId: null, bookingKey: null });
    expect(storage.getItem(CHECKOUT_KEY)).toBeNull();
  });

  it('is kept for the next provider over the same storage (a provider redirect)', () => {
    const api = checkoutApi(['payment']);
    const storage = createMemoryStorage();
    const first = renderHook(() => useCheckout(), { wrapper: bookingWrapper({ api, storage }) });
    act(() => first.result.current.startCheckout(BASKET_ID));
    const key = first.result.current.bookingKey;
    first.unmount();

    const second = renderHook(() => useCheckout(), { wrapper: bookingWrapper({ api, storage }) });
    expect(second.result.current).toMatchObject({ basketId: BASKET_ID, bookingKey: key });
  });
});

describe('useCheckoutState', () => {
  it('answers the state of GET /checkout/{basketId}', async () => {
    const api = checkoutApi(['e-signature']);
    const { result } = renderHook(() => useCheckoutState(BASKET_ID), { wrapper: bookingWrapper({ api }) });
    await waitFor(() => expect(result.current.data).toEqual(checkoutState('e-signature')));
    const requests = api.requestsTo('GET /checkout/{basketId}');
    expect(requests.map((request) => request.path)).toEqual([`/checkout/${BASKET_ID}`]);
  });

  it('answers the ApiError of a failed read without retrying it', async () => {
    const api = checkoutApi(['payment'], { 'GET /checkout/{basketId}': () => apiError(404, 'not-found') });
    const { result } = renderHook(() => useCheckoutState(BASKET_ID), { wrapper: bookingWrapper({ api }) });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 404, code: 'not-found' });
    expect(api.requestsTo('GET /checkout/{basketId}')).toHaveLength(1);
  });

  it('sends nothing while the basket id is null, and reads the state once it is known', async () => {
    const api = checkoutApi(['payment']);
    const { result, rerender } = renderHook(
      ({ basketId }: { basketId: number | null }) => ({
        state: useCheckoutState(basketId),
        location: useBookingLocation(),
      }),
      { wrapper: bookingWrapper({ api }), initialProps: { basketId: null as number | null } },
    );
    await waitFor(() => expect(result.current.location).toBeDefined());
    await pass(30);
    expect(api.requests.filter((request) => request.path.startsWith('/checkout'))).toEqual([]);
    expect(result.current.state).toMatchObject({ data: undefined, fetchStatus: 'idle' });

    rerender({ basketId: BASKET_ID });
    await waitFor(() => expect(result.current.state.data?.step).toBe('payment'));
    expect(api.requestsTo('GET /checkout/{basketId}')).toHaveLength(1);
  });

  it('reads the state again while the identity check is in progress and stops once the step changes', async () => {
    const api = checkoutApi(['id-check-in-progress', 'id-check-in-progress', 'create-booking']);
    const { result } = renderHook(() => useCheckoutState(BASKET_ID, { pollWhileInProgress: 20 }), {
      wrapper: bookingWrapper({ api }),
    });
    await waitFor(() => expect(result.current.data?.step).toBe('create-booking'));
    expect(api.requestsTo('GET /checkout/{basketId}')).toHaveLength(3);

    await pass(120);
    expect(api.requestsTo('GET /checkout/{basketId}')).toHaveLength(3);
    expect(result.current.data?.step).toBe('create-booking');
  });

  it('does not poll a step that is not in progress, nor with pollWhileInProgress false', async () => {
    const api = checkoutApi(['id-check-in-progress']);
    const { result } = renderHook(() => useCheckoutState(BASKET_ID, { pollWhileInProgress: false }), {
      wrapper: bookingWrapper({ api }),
    });
    await waitFor(() => expect(result.current.data?.step).toBe('id-check-in-progress'));
    await pass(120);
    expect(api.requestsTo('GET /checkout/{basketId}')).toHaveLength(1);

    const other = checkoutApi(['payment']);
    const payment = renderHook(() => useCheckoutState(BASKET_ID, { pollWhileInProgress: 20 }), {
      wrapper: bookingWrapper({ api: other }),
    });
    await waitFor(() => expect(payment.result.current.data?.step).toBe('payment'));
    await pass(120);
    expect(other.requestsTo('GET /checkout/{basketId}')).toHaveLength(1);
  });
});

describe('useCheckoutResult', () => {
  it('reads GET /checkout/{basketId}/result, and nothing while the basket id is null', async () => {
    const api = checkoutApi(['success']);
    const { result, rerender } = renderHook(
      ({ basketId }: { basketId: number | null }) => useCheckoutResult(basketId),
      { wrapper: bookingWrapper({ api }), initialProps: { basketId: null as number | null } },
    );
    await pass(30);
    expect(api.requestsTo('GET /checkout/{basketId}/result')).toEqual([]);

    rerender({ basketId: BASKET_ID });
    await waitFor(() => expect(result.current.data).toEqual(RESULT));
    const requests = api.requestsTo('GET /checkout/{basketId}/result');
    expect(requests.map((request) => request.path)).toEqual([`/checkout/${BASKET_ID}/result`]);
  });
});

/** Renders the state and the actions of the test basket, with the provider's `onError`. */
function renderCheckout(api: FakeApi, storage = storageWithCheckout()) {
  const onError = vi.fn();
  const queryClient = createTestQueryClient();
  const view = renderHook(
    () => ({
      state: useCheckoutState(BASKET_ID),
      actions: useCheckoutActions(BASKET_ID),
      checkout: useCheckout(),
      unitType: useBookingState((state) => state.unitType),
      flow: useBookingActions(),
      location: useBookingLocation(),
    }),
    { wrapper: bookingWrapper({ api, storage, onError, queryClient }) },
  );
  return { ...view, onError, storage, queryClient };
}

/** The `Idempotency-Key` of every `POST /checkout/{basketId}/booking` sent. */
function bookingKeys(api: FakeApi) {
  return api
    .requestsTo('POST /checkout/{basketId}/booking')
    .map((request) => request.headers.get('Idempotency-Key'));
}

describe('useCheckoutActions', () => {
  it('verifies the payment and shows the answered state without reading it again', async () => {
    const api = checkoutApi(['payment'], {
      'POST /checkout/{basketId}/payment/verify': () => ({ data: checkoutState('e-signature') }),
    });
    const { result, onError } = renderCheckout(api);
    await waitFor(() => expect(result.current.state.data?.step).toBe('payment'));

    let answered: Schema<'CheckoutState'> | undefined;
    await act(async () => {
      answered = await result.current.actions.verifyPayment('pi_3NkQ2aLk');
    });

    expect(answered).toEqual(checkoutState('e-signature'));
    const [verify] = api.requestsTo('POST /checkout/{basketId}/payment/verify');
    expect(verify?.path).toBe(`/checkout/${BASKET_ID}/payment/verify`);
    expect(verify?.body).toEqual({ paymentReference: 'pi_3NkQ2aLk' });
    await waitFor(() => expect(result.current.state.data?.step).toBe('e-signature'));
    await pass(30);
    expect(api.requestsTo('GET /checkout/{basketId}')).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the shown state when an answer is for another basket', async () => {
    const api = checkoutApi(['payment'], {
      'POST /checkout/{basketId}/id-check/return': () => ({
        data: { ...checkoutState('create-booking'), basketId: 555 },
      }),
    });
    const { result } = renderCheckout(api);
    await waitFor(() => expect(result.current.state.data?.step).toBe('payment'));
    await act(async () => {
      await result.current.actions.completeIdCheck('idv_1');
    });
    expect(result.current.state.data).toEqual(checkoutState('payment'));
  });

  it('rejects a wrong-step answer with its ApiError and reads the state again', async () => {
    const api = checkoutApi(['payment', 'e-signature'], {
      'POST /checkout/{basketId}/payment/verify': () => wrongStep('e-signature'),
    });
    const { result, onError } = renderCheckout(api);
    await waitFor(() => expect(result.current.state.data?.step).toBe('payment'));

    let failure: unknown;
    await act(async () => {
      failure = await result.current.actions.verifyPayment('pi_3NkQ2aLk').catch((error: unknown) => error);
    });

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'wrong-step', currentStep: 'e-signature' });
    await waitFor(() => expect(result.current.state.data?.step).toBe('e-signature'));
    expect(api.requestsTo('GET /checkout/{basketId}')).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends the stored booking key, and the same key again after a failed attempt', async () => {
    const answers = [apiError(500, 'unexpected'), withStatus(201, { data: RESULT })];
    const api = checkoutApi(['create-booking', 'success'], {
      'POST /checkout/{basketId}/booking': () => answers.shift() ?? apiError(500, 'no-more-answers'),
    });
    const { result, onError, storage } = renderCheckout(api);
    await waitFor(() => expect(result.current.state.data?.step).toBe('create-booking'));

    let failure: unknown;
    await act(async () => {
      failure = await result.current.actions.createBooking().catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 500, code: 'unexpected' });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(storedCheckout(storage)).toEqual({ basketId: BASKET_ID, bookingKey: STORED_KEY });

    let created: Awaited<ReturnType<typeof result.current.actions.createBooking>> | undefined;
    await act(async () => {
      created = await result.current.actions.createBooking();
    });
    expect(created).toEqual({ result: RESULT, replayed: false });
    expect(bookingKeys(api)).toEqual([STORED_KEY, STORED_KEY]);
    expect(api.requestsTo('POST /checkout/{basketId}/booking')[0]?.path).toBe(
      `/checkout/${BASKET_ID}/booking`,
    );
  });

  it('makes a booking key for a basket the tab was not in, and keeps it for the retry', async () => {
    const answers = [apiError(503, 'unavailable'), withStatus(201, { data: RESULT })];
    const api = checkoutApi(['create-booking'], {
      'POST /checkout/{basketId}/booking': () => answers.shift() ?? apiError(500, 'no-more-answers'),
    });
    const storage = createMemoryStorage();
    const { result } = renderCheckout(api, storage);
    await act(async () => {
      await result.current.actions.createBooking().catch(() => undefined);
    });
    const [key] = bookingKeys(api);
    expect(key).toMatch(UUID);
    expect(storedCheckout(storage)).toEqual({ basketId: BASKET_ID, bookingKey: key });
    await act(async () => {
      await result.current.actions.createBooking();
    });
    expect(bookingKeys(api)).toEqual([key, key]);
  });

  it('answers replayed when the server replays the booking (Idempotent-Replayed: true)', async () => {
    const api = checkoutApi(['create-booking'], {
      'POST /checkout/{basketId}/booking': () => withStatus(201, { data: RESULT }),
    });
    // The fake API answers no headers of its own: add the replay header to the booking answer.
    api.client.use({
      onResponse({ request, response }) {
        if (request.method !== 'POST' || !request.url.endsWith('/booking')) return undefined;
        const headers = new Headers(response.headers);
        headers.set('Idempotent-Replayed', 'true');
        return new Response(response.body, { status: response.status, headers });
      },
    });
    const { result } = renderCheckout(api);
    let created: Awaited<ReturnType<typeof result.current.actions.createBooking>> | undefined;
    await act(async () => {
      created = await result.current.actions.createBooking();
    });
    expect(created).toEqual({ result: RESULT, replayed: true });
  });

  it('after the booking, resets the flow draft, keeps the booked basket with its key and the result for the success page', async () => {
    const api = checkoutApi(['create-booking', 'success'], {
      'POST /checkout/{basketId}/booking': () => withStatus(201, { data: RESULT }),
    });
    const { result, storage, queryClient } = renderCheckout(api);
    await waitFor(() => expect(result.current.location).toBeDefined());
    act(() => chooseMoveIn(result.current.flow));
    expect(result.current.unitType).toMatchObject({ id: 12 });
    await waitFor(() => expect(result.current.state.data?.step).toBe('create-booking'));

    await act(async () => {
      await result.current.actions.createBooking();
    });

    expect(result.current.unitType).toBeNull();
    const key = result.current.checkout.bookingKey;
    expect(result.current.checkout.basketId).toBe(BASKET_ID);
    expect(JSON.parse(storage.getItem(CHECKOUT_KEY) ?? '{}')).toEqual({
      basketId: BASKET_ID,
      bookingKey: key,
    });
    // A repeated call (a reload of the booking step) sends the same key, so the server replays.
    await act(async () => {
      await result.current.actions.createBooking();
    });
    expect(bookingKeys(api)).toEqual([key, key]);
    // The shown state is read again and reaches success.
    await waitFor(() => expect(result.current.state.data?.step).toBe('success'));

    // The success page, mounted afterwards under the same QueryClient, has the result at once.
    const success = renderHook(() => useCheckoutResult(BASKET_ID), {
      wrapper: bookingWrapper({ api, queryClient }),
    });
    expect(success.result.current.data).toEqual(RESULT);
    await pass(30);
    expect(api.requestsTo('GET /checkout/{basketId}/result')).toEqual([]);
  });

  it.each([
    ['a server error (500)', () => apiError(500, 'unexpected'), true, { status: 500, code: 'unexpected' }],
    [
      'no answer (network failure)',
      () => {
        throw new TypeError('Failed to fetch');
      },
      true,
      { status: 0, code: 'network-error' },
    ],
    ['a wrong-step answer (409)', () => wrongStep('payment'), false, { status: 409, code: 'wrong-step' }],
    [
      'a declined capture (422)',
      () => apiError(422, 'payment-declined'),
      false,
      { status: 422, code: 'payment-declined' },
    ],
  ])(
    'rejects createBooking after %s and tells the provider onError: %s',
    async (_, answer, reported, shape) => {
      const api = checkoutApi(['create-booking'], { 'POST /checkout/{basketId}/booking': answer });
      const { result, onError, storage } = renderCheckout(api);
      await waitFor(() => expect(result.current.location).toBeDefined());
      act(() => chooseMoveIn(result.current.flow));

      let failure: unknown;
      await act(async () => {
        failure = await result.current.actions.createBooking().catch((error: unknown) => error);
      });

      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject(shape);
      if (reported) expect(onError).toHaveBeenCalledWith(failure);
      else expect(onError).not.toHaveBeenCalled();
      // Nothing was booked: the draft and the checkout stay.
      expect(result.current.unitType).toMatchObject({ id: 12 });
      expect(storedCheckout(storage)).toEqual({ basketId: BASKET_ID, bookingKey: STORED_KEY });
    },
  );
});

describe('useSubmitBooking and the checkout', () => {
  it('makes the submitted basket the tab checkout, in the hook and in storage', async () => {
    const api = checkoutApi(['payment']);
    const storage = createMemoryStorage();
    const { result } = renderHook(
      () => ({
        submission: useSubmitBooking(),
        checkout: useCheckout(),
        actions: useBookingActions(),
        location: useBookingLocation(),
      }),
      { wrapper: bookingWrapper({ api, storage }) },
    );
    await waitFor(() => expect(result.current.location).toBeDefined());
    act(() => {
      chooseOptions(result.current.actions);
      result.current.actions.setCustomerData(CUSTOMER);
    });
    expect(result.current.checkout.basketId).toBeNull();

    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });

    expect(api.requestsTo('POST /booking')).toHaveLength(1);
    expect(result.current.checkout.basketId).toBe(BASKET_ID);
    expect(result.current.checkout.bookingKey).toMatch(UUID);
    expect(storedCheckout(storage)).toEqual({
      basketId: BASKET_ID,
      bookingKey: result.current.checkout.bookingKey,
    });
  });

  it('leaves the checkout alone when the submission fails', async () => {
    const api = checkoutApi(['payment'], { 'POST /booking': () => apiError(409, 'unit-unavailable') });
    const storage = storageWithCheckout();
    const { result } = renderHook(
      () => ({
        submission: useSubmitBooking(),
        checkout: useCheckout(),
        actions: useBookingActions(),
        location: useBookingLocation(),
      }),
      { wrapper: bookingWrapper({ api, storage }) },
    );
    await waitFor(() => expect(result.current.location).toBeDefined());
    act(() => {
      chooseOptions(result.current.actions);
      result.current.actions.setCustomerData(CUSTOMER);
    });
    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });
    expect(api.requestsTo('POST /booking')).toHaveLength(1);
    expect(result.current.checkout).toMatchObject({ basketId: BASKET_ID, bookingKey: STORED_KEY });
    expect(storedCheckout(storage)).toEqual({ basketId: BASKET_ID, bookingKey: STORED_KEY });
  });
});
