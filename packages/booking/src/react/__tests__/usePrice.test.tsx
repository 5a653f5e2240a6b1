// @vitest-environment jsdom

import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingError } from '../../index';
import { useBookingActions, useBookingState, useDiscountPanel, usePrice } from '../index';
import { bookingHandlers, PRICE } from './support/bookingScenario';
import {
  chooseMoveIn,
  chooseOptions,
  MOVE_IN_DATE,
  UNIT_TYPE_12,
  WEEKLY_PLAN,
} from './support/chooseBooking';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

describe('usePrice', () => {
  it('sends nothing until unit type, plan and customer type are there, then prices the booking', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(() => ({ price: usePrice(), actions: useBookingActions() }), {
      wrapper: bookingWrapper({ api }),
    });
    const priceRequests = () => api.requestsTo('POST /unit-type/{id}/price');

    expect(result.current.price.insufficientData).toBeInstanceOf(BookingError);
    expect(result.current.price.insufficientData).toMatchObject({
      code: 'insufficient-data',
      message: 'Insufficient data for calculation payload',
    });
    expect(result.current.price).toMatchObject({ status: 'pending', fetchStatus: 'idle' });

    act(() => result.current.actions.selectUnitType(UNIT_TYPE_12));
    act(() => chooseMoveIn(result.current.actions));
    await waitFor(() => expect(api.requestsTo('GET /location/config')).toHaveLength(1));
    expect(result.current.price.insufficientData?.code).toBe('insufficient-data');
    expect(priceRequests()).toEqual([]);

    act(() => result.current.actions.selectBookingPlan(WEEKLY_PLAN));
    expect(result.current.price.insufficientData).toBeNull();
    await waitFor(() => expect(result.current.price.data).toEqual(PRICE));
    expect(priceRequests().map((request) => [request.path, request.body])).toEqual([
      [
        '/unit-type/12/price',
        {
          billingPeriodId: 22,
          discountCode: null,
          insuranceId: null,
          insuranceBillingPeriodId: null,
          customerType: 'private',
          moveIn: MOVE_IN_DATE,
          oneTimeItems: [],
          recurringItems: [],
        },
      ],
    ]);
  });

  it('prices again when the customer type or products change, not while other customer data is typed', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(() => ({ price: usePrice(), actions: useBookingActions() }), {
      wrapper: bookingWrapper({ api }),
    });
    act(() => {
      chooseMoveIn(result.current.actions);
      result.current.actions.selectBookingPlan(WEEKLY_PLAN);
    });
    await waitFor(() => expect(result.current.price.data).toEqual(PRICE));

    act(() => result.current.actions.setCustomerData({ firstName: 'Anna', email: 'anna@example.com' }));
    act(() => result.current.actions.setCustomerData({ customerType: 'business' }));
    act(() => result.current.actions.toggleProduct({ id: 51, frequency: 'one_time' }, 2));
    await waitFor(() => expect(api.requestsTo('POST /unit-type/{id}/price')).toHaveLength(3));
    expect(api.requestsTo('POST /unit-type/{id}/price').map((request) => request.body)).toMatchObject([
      { customerType: 'private', oneTimeItems: [] },
      { customerType: 'business', oneTimeItems: [] },
      { customerType: 'business', oneTimeItems: [{ productId: 51, quantity: 2 }] },
    ]);
  });

  it('drops an applied code the calculation refuses (a business-only code for a private customer), says why, and prices without it', async () => {
    const api = createFakeApi({
      ...bookingHandlers(),
      'POST /unit-type/{id}/discount/validation': ({ body }) =>
        body.discountCode === 'BUSINESS15'
          ? {
              data: {
                code: 'BUSINESS15',
                discountType: 'percentage',
                discountValue: 15,
                duration: 'forever',
                durationMonth: null,
              },
            }
          : apiError(422, 'invalid-discount-code'),
      'POST /unit-type/{id}/price': ({ body }) =>
        body.discountCode === 'BUSINESS15' && body.customerType !== 'business'
          ? apiError(
              422,
              'invalid-discount-code',
              'This discount code is not valid for this customer type.',
              [{ field: 'discountCode', code: 'discountCode', reason: 'customer-type' }],
            )
          : { data: { data: PRICE } },
    });
    const { result } = renderHook(
      () => ({
        price: usePrice(),
        panel: useDiscountPanel(),
        discountCode: useBookingState((state) => state.discountCode),
        actions: useBookingActions(),
      }),
      { wrapper: bookingWrapper({ api }) },
    );
    act(() => {
      chooseOptions(result.current.actions);
      result.current.actions.setCustomerData({ customerType: 'business' });
    });
    act(() => result.current.panel.openForm());
    act(() => result.current.panel.setInput('BUSINESS15'));
    await act(() => result.current.panel.apply());
    expect(result.current.discountCode).toBe('BUSINESS15');
    await waitFor(() => expect(result.current.price.data).toEqual(PRICE));

    act(() => result.current.actions.setCustomerData({ customerType: 'private' }));
    await waitFor(() => expect(result.current.discountCode).toBeNull());
    expect(result.current.panel).toMatchObject({
      panel: 'no-code',
      removed: { code: 'BUSINESS15', error: 'formValidation.discountCodeCustomerType' },
    });
    await waitFor(() => expect(result.current.price.data).toEqual(PRICE));
    expect(api.requestsTo('POST /unit-type/{id}/price').map((request) => request.body)).toMatchObject([
      { customerType: 'business', discountCode: null },
      { customerType: 'business', discountCode: 'BUSINESS15' },
      { customerType: 'private', discountCode: 'BUSINESS15' },
      { customerType: 'private', discountCode: null },
    ]);
  });
});
