// @vitest-environment jsdom

import { apiError, createFakeApi, type FakeApi } from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAvailability, useBookingActions, useBookingProgress, useBookingState } from '../index';
import { bookingHandlers } from './support/bookingScenario';
import { MOVE_IN_DATE, UNIT_TYPE_12 } from './support/chooseBooking';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

function renderAvailability(api: FakeApi, unitTypeCategoryId?: number) {
  return renderHook(
    () => ({
      availability: useAvailability(),
      actions: useBookingActions(),
      unitAvailable: useBookingState((state) => state.unitAvailable),
      progress: useBookingProgress(),
    }),
    { wrapper: bookingWrapper({ api, unitTypeCategoryId }) },
  );
}

describe('useAvailability', () => {
  it('asks nothing until a unit type and a move-in date are chosen', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderAvailability(api);
    act(() => result.current.actions.selectUnitType(UNIT_TYPE_12));
    await waitFor(() => expect(api.requestsTo('GET /location/config')).toHaveLength(1));
    expect(api.requestsTo('GET /unit-type/{id}/available-unit')).toEqual([]);
    expect(result.current.availability.fetchStatus).toBe('idle');
  });

  it('checks the chosen unit type, category and date and marks the date available', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderAvailability(api, 3);
    act(() => {
      result.current.actions.selectUnitType(UNIT_TYPE_12);
      result.current.actions.setMoveInDate(MOVE_IN_DATE);
    });
    expect(result.current.unitAvailable).toBe('unknown');
    await waitFor(() => expect(result.current.unitAvailable).toBe(true));
    expect(result.current.progress.moveInDate).toBe(true);
    expect(result.current.availability.data).toEqual({
      available: true,
      availableUnits: 2,
      nextAvailableDate: null,
    });
    expect(
      api.requestsTo('GET /unit-type/{id}/available-unit').map((request) => [request.path, request.query]),
    ).toEqual([['/unit-type/12/available-unit', { moveIn: MOVE_IN_DATE, categoryId: '3' }]]);
  });

  it('marks the date unavailable when no unit is free', async () => {
    const api = createFakeApi({
      ...bookingHandlers(),
      'GET /unit-type/{id}/available-unit': ({ query }) => ({
        data: {
          available: query.get('moveIn') !== MOVE_IN_DATE,
          availableUnits: 0,
          nextAvailableDate: '2026-04-01',
        },
      }),
    });
    const { result } = renderAvailability(api);
    act(() => {
      result.current.actions.selectUnitType(UNIT_TYPE_12);
      result.current.actions.setMoveInDate(MOVE_IN_DATE);
    });
    await waitFor(() => expect(result.current.unitAvailable).toBe(false));
    expect(result.current.progress.moveInDate).toBe(false);

    // Another date is checked afresh and can be available.
    act(() => result.current.actions.setMoveInDate('2026-04-01'));
    expect(result.current.unitAvailable).toBe('unknown');
    await waitFor(() => expect(result.current.unitAvailable).toBe(true));
  });

  it('marks the date invalid when the check fails (spec section 8)', async () => {
    const api = createFakeApi({
      ...bookingHandlers(),
      'GET /unit-type/{id}/available-unit': () => apiError(500, 'internal-error'),
    });
    const { result } = renderAvailability(api);
    act(() => {
      result.current.actions.selectUnitType(UNIT_TYPE_12);
      result.current.actions.setMoveInDate(MOVE_IN_DATE);
    });
    await waitFor(() => expect(result.current.availability.status).toBe('error'));
    expect(result.current.unitAvailable).toBe(false);
    expect(result.current.progress.moveInDate).toBe(false);
    expect(result.current.availability.error).toMatchObject({ name: 'ApiError', status: 500 });
  });
});
