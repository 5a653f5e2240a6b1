// @vitest-environment jsdom
import { ApiError, type Schema } from '@stowly/api-client';
import { apiError, createFakeApi, type FakeApi, withStatus } from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingError } from '../../index';
import { useBookingActions, useBookingLocation, useDiscountPanel, useSubmitBooking } from '../index';
import type { SubmitBookingOverride } from '../SubmitBookingOverride';
import { BASKET, bookingHandlers } from './support/bookingScenario';
import { CUSTOMER, chooseOptions, MOVE_IN_DATE } from './support/chooseBooking';
import { type BookingWrapperOptions, bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const expectedPayload: Schema<'BookingRequest'> = {
  moveInDate: MOVE_IN_DATE,
  customerType: 'private',
  companyName: null,
  companyTaxIdentificationNumber: null,
  email: 'anna@example.com',
  firstname: 'Anna',
  lastname: 'Svensson',
  phoneNumber: '701234567',
  phonePrefix: '+46',
  street: 'Storgatan 1',
  city: 'Stockholm',
  postalCode: '111 22',
  countryId: 46,
  billingPeriodId: 22,
  insuranceBillingPeriodId: null,
  discountCode: null,
  unitTypeId: 12,
  unitTypeCategoryId: null,
  insuranceId: null,
  oneTimeItems: [],
  recurringItems: [],
  languageId: 'SV',
  locationIds: [7],
  recaptchaToken: 'captcha-token',
  consents: [
    { type: 'terms', accepted: true },
    { type: 'newsletter', accepted: false },
  ],
};

async function renderReadyToSubmit(api: FakeApi, options: Omit<BookingWrapperOptions, 'api'> = {}) {
  const onBookingCreated = vi.fn();
  const onError = vi.fn();
  const view = renderHook(
    () => ({
      submission: useSubmitBooking(),
      actions: useBookingActions(),
      location: useBookingLocation(),
      discount: useDiscountPanel(),
    }),
    { wrapper: bookingWrapper({ api, language: 'sv', onBookingCreated, onError, ...options }) },
  );
  await waitFor(() => expect(view.result.current.location).toBeDefined());
  act(() => {
    chooseOptions(view.result.current.actions);
    view.result.current.actions.setCustomerData(CUSTOMER);
  });
  return { ...view, onBookingCreated, onError };
}

describe('useSubmitBooking', () => {
  it('posts the booking payload with an idempotency key and reports the basket', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result, onBookingCreated, onError } = await renderReadyToSubmit(api);

    let basket: Schema<'Basket'> | undefined;
    await act(async () => {
      basket = await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });

    expect(basket).toEqual(BASKET);
    await waitFor(() =>
      expect(result.current.submission).toMatchObject({ basket: BASKET, error: null, isPending: false }),
    );
    expect(onBookingCreated).toHaveBeenCalledWith(BASKET);
    expect(onError).not.toHaveBeenCalled();
    const [request] = api.requestsTo('POST /booking');
    expect(api.requestsTo('POST /booking')).toHaveLength(1);
    expect(request?.path).toBe('/booking');
    expect(request?.body).toEqual(expectedPayload);
    expect(request?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(request?.headers.get('Content-Language')).toBe('en');
  });

  it('reuses the idempotency key when a failed attempt is retried', async () => {
    const api = createFakeApi(bookingHandlers());
    const answers = [apiError(503, 'unavailable'), withStatus(201, { data: BASKET })];
    api.use({ 'POST /booking': () => answers.shift() ?? apiError(500, 'unexpected') });
    const { result, onBookingCreated, onError } = await renderReadyToSubmit(api);

    let first: Schema<'Basket'> | undefined = BASKET;
    await act(async () => {
      first = await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });
    expect(first).toBeUndefined();
    await waitFor(() => expect(result.current.submission.error).toBeInstanceOf(ApiError));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503, code: 'unavailable' }));

    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });
    const keys = api.requestsTo('POST /booking').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(onBookingCreated).toHaveBeenCalledWith(BASKET);
    await waitFor(() => expect(result.current.submission.error).toBeNull());
  });

  it('drops a code the booking answer refuses, with its reason, so that sending again books without it', async () => {
    const api = createFakeApi(bookingHandlers());
    const answers = [
      apiError(422, 'invalid-discount-code', 'This discount code has expired.', [
        { field: 'discountCode', code: 'discountCode', reason: 'expired' },
      ]),
      withStatus(201, { data: BASKET }),
    ];
    api.use({ 'POST /booking': () => answers.shift() ?? apiError(500, 'unexpected') });
    const { result, onBookingCreated } = await renderReadyToSubmit(api);
    act(() => result.current.actions.setDiscountCode('SPRING'));

    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });
    expect(result.current.discount).toMatchObject({
      panel: 'no-code',
      removed: { code: 'SPRING', error: 'formValidation.discountCodeExpired' },
    });
    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });
    expect(api.requestsTo('POST /booking').map((request) => request.body)).toMatchObject([
      { discountCode: 'SPRING' },
      { discountCode: null },
    ]);
    expect(onBookingCreated).toHaveBeenCalledWith(BASKET);
  });

  it('hands the payload to the integrator override instead of posting it', async () => {
    const api = createFakeApi(bookingHandlers());
    const ownBasket: Schema<'Basket'> = { ...BASKET, basketId: 99 };
    const submitBooking = vi.fn<SubmitBookingOverride>(async () => ownBasket);
    const { result, onBookingCreated } = await renderReadyToSubmit(api, { submitBooking });

    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });

    expect(api.requestsTo('POST /booking')).toEqual([]);
    expect(submitBooking).toHaveBeenCalledTimes(1);
    expect(submitBooking.mock.calls[0]?.[0]).toEqual(expectedPayload);
    expect(submitBooking.mock.calls[0]?.[1]).toMatchObject({ client: api.client, locationId: 7 });
    expect(onBookingCreated).toHaveBeenCalledWith(ownBasket);
    await waitFor(() => expect(result.current.submission.basket).toEqual(ownBasket));
  });

  it('lets an override wrap the default submission', async () => {
    const api = createFakeApi(bookingHandlers());
    const seen: string[] = [];
    const submitBooking: SubmitBookingOverride = async (payload, { defaultSubmit }) => {
      seen.push(payload.email);
      return defaultSubmit({ ...payload, discountCode: null });
    };
    const { result, onBookingCreated } = await renderReadyToSubmit(api, { submitBooking });
    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });
    expect(seen).toEqual(['anna@example.com']);
    expect(api.requestsTo('POST /booking')[0]?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(onBookingCreated).toHaveBeenCalledWith(BASKET);
  });

  it('reports missing booking data without sending anything', async () => {
    const api = createFakeApi(bookingHandlers());
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmitBooking({ onError }), {
      wrapper: bookingWrapper({ api }),
    });
    await act(async () => {
      await result.current.submit({ recaptchaToken: 'captcha-token' });
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(BookingError));
    expect(result.current.error?.message).toBe('value null/undefined: moveInDate');
    expect(onError).toHaveBeenCalledWith(result.current.error);
    expect(api.requestsTo('POST /booking')).toEqual([]);
  });

  it('closes an open discount code form, as the customer form was submitted', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = await renderReadyToSubmit(api);
    act(() => result.current.discount.openForm());
    expect(result.current.discount.panel).toBe('form');
    await act(async () => {
      await result.current.submission.submit({ recaptchaToken: 'captcha-token' });
    });
    expect(result.current.discount.panel).toBe('no-code');
  });
});
