// @vitest-environment jsdom

import { createFakeApi, type RouteKey } from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOKING_PLANS_PAGE_SIZE,
  FLOW_INSURANCES_PAGE_SIZE,
  OPTIONAL_PRODUCTS_PAGE_SIZE,
  OPTIONS_INSURANCES_PAGE_SIZE,
  useBillingPeriods,
  useBookingActions,
  useInsurances,
  useOptionalProducts,
  useUnitType,
  useUnitTypeCategories,
  useUnitTypes,
} from '../index';
import { bookingHandlers, INSURANCE, PRODUCT, unitType } from './support/bookingScenario';
import { chooseMoveIn, chooseOptions, WEEKLY_PLAN } from './support/chooseBooking';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

const MONTHLY_PLAN = { id: 21, hasInsurances: true, period: 'monthly', amount: 99 } as const;

function queriesTo(api: ReturnType<typeof createFakeApi>, route: RouteKey) {
  return api.requestsTo(route).map((request) => [request.path, request.query]);
}

describe('page sizes (spec section 9)', () => {
  it('are named constants', () => {
    expect({
      BOOKING_PLANS_PAGE_SIZE,
      OPTIONS_INSURANCES_PAGE_SIZE,
      FLOW_INSURANCES_PAGE_SIZE,
      OPTIONAL_PRODUCTS_PAGE_SIZE,
    }).toEqual({
      BOOKING_PLANS_PAGE_SIZE: 4,
      OPTIONS_INSURANCES_PAGE_SIZE: 3,
      FLOW_INSURANCES_PAGE_SIZE: 30,
      OPTIONAL_PRODUCTS_PAGE_SIZE: 3,
    });
  });
});

describe('unit type queries', () => {
  it('list the categories of the location', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(() => useUnitTypeCategories(), { wrapper: bookingWrapper({ api }) });
    await waitFor(() =>
      expect(result.current.data).toEqual([{ id: 3, locationId: 7, name: 'Small', description: null }]),
    );
    expect(queriesTo(api, 'GET /unit-type/category')).toEqual([
      ['/unit-type/category', { locationIds: '7' }],
    ]);
  });

  it('list the unit types of the location, filtered by the chosen category and extra filters', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(
      () => ({ unitTypes: useUnitTypes({ available: true }), actions: useBookingActions() }),
      { wrapper: bookingWrapper({ api }) },
    );
    await waitFor(() =>
      expect(result.current.unitTypes.data?.data).toEqual([unitType(12), unitType(13, [4])]),
    );
    act(() => result.current.actions.selectUnitTypeCategory({ id: 3 }));
    await waitFor(() => expect(api.requestsTo('GET /unit-type')).toHaveLength(2));
    expect(queriesTo(api, 'GET /unit-type')).toEqual([
      ['/unit-type', { available: 'true', locationIds: '7' }],
      ['/unit-type', { available: 'true', locationIds: '7', categoryIds: '3' }],
    ]);
  });

  it('load one unit type, and nothing without an id', async () => {
    const api = createFakeApi(bookingHandlers());
    const initialProps: { id: number | null } = { id: null };
    const { result, rerender } = renderHook(({ id }) => useUnitType(id), {
      wrapper: bookingWrapper({ api }),
      initialProps,
    });
    await waitFor(() => expect(api.requestsTo('GET /location/config')).toHaveLength(1));
    expect(api.requestsTo('GET /unit-type/{id}')).toEqual([]);
    rerender({ id: 13 });
    await waitFor(() => expect(result.current.data).toEqual(unitType(13)));
    expect(queriesTo(api, 'GET /unit-type/{id}')).toEqual([['/unit-type/13', {}]]);
  });

  it('page booking plans four at a time for the chosen unit type', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(() => ({ plans: useBillingPeriods(), actions: useBookingActions() }), {
      wrapper: bookingWrapper({ api }),
    });
    await waitFor(() => expect(api.requestsTo('GET /location/config')).toHaveLength(1));
    expect(api.requestsTo('GET /unit-type/{id}/billing-period')).toEqual([]);
    act(() => chooseMoveIn(result.current.actions));
    await waitFor(() => expect(result.current.plans.data?.data.map((plan) => plan.id)).toEqual([21, 22]));
    expect(queriesTo(api, 'GET /unit-type/{id}/billing-period')).toEqual([
      ['/unit-type/12/billing-period', { page: '1', pageSize: '4' }],
    ]);
  });

  it('ask for insurances only for a plan with insurances: three on the options page, 30 in the flow list', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(
      () => ({
        short: useInsurances(),
        full: useInsurances({ pageSize: FLOW_INSURANCES_PAGE_SIZE }),
        actions: useBookingActions(),
      }),
      { wrapper: bookingWrapper({ api }) },
    );
    act(() => chooseOptions(result.current.actions, WEEKLY_PLAN));
    await waitFor(() => expect(api.requestsTo('GET /location/config')).toHaveLength(1));
    expect(api.requestsTo('GET /unit-type/{id}/insurance')).toEqual([]);

    act(() => result.current.actions.selectBookingPlan(MONTHLY_PLAN));
    await waitFor(() => expect(result.current.full.data?.data).toEqual([INSURANCE]));
    await waitFor(() => expect(result.current.short.data?.data).toEqual([INSURANCE]));
    expect(queriesTo(api, 'GET /unit-type/{id}/insurance')).toEqual(
      expect.arrayContaining([
        ['/unit-type/12/insurance', { billingPeriodId: '21', page: '1', pageSize: '3' }],
        ['/unit-type/12/insurance', { billingPeriodId: '21', page: '1', pageSize: '30' }],
      ]),
    );
    expect(api.requestsTo('GET /unit-type/{id}/insurance')).toHaveLength(2);
  });

  it('page optional products three at a time for the chosen plan', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(() => ({ products: useOptionalProducts(), actions: useBookingActions() }), {
      wrapper: bookingWrapper({ api }),
    });
    act(() => chooseOptions(result.current.actions));
    await waitFor(() => expect(result.current.products.data?.data).toEqual([PRODUCT]));
    expect(queriesTo(api, 'GET /unit-type/{id}/optional-product')).toEqual([
      ['/unit-type/12/optional-product', { billingPeriodId: '22', page: '1', pageSize: '3' }],
    ]);
  });
});
