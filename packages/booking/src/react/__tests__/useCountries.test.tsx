// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { createFakeApi, type FakeApi } from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBookingActions, useBookingState, useCountries, useCustomerDataDefaults } from '../index';
import { bookingHandlers } from './support/bookingScenario';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

const SWEDEN: Schema<'Country'> = { id: 46, code: 'SE', name: 'Sverige', phonePrefix: '+46' };
const NORWAY: Schema<'Country'> = { id: 47, code: 'NO', name: 'Norge', phonePrefix: '+47' };

/** The scenario's location (default country 46) with the countries answered in Swedish. */
function countriesApi(countries: Schema<'Country'>[] = [NORWAY, SWEDEN]): FakeApi {
  return createFakeApi({ ...bookingHandlers(), 'GET /country': () => ({ data: countries }) });
}

describe('useCountries', () => {
  it("lists the countries of GET /country in the provider's language, once", async () => {
    const api = countriesApi();
    const { result } = renderHook(() => ({ first: useCountries(), second: useCountries() }), {
      wrapper: bookingWrapper({ api, language: 'sv' }),
    });
    await waitFor(() => expect(result.current.first.data).toEqual([NORWAY, SWEDEN]));
    expect(result.current.second.data).toEqual([NORWAY, SWEDEN]);
    const requests = api.requestsTo('GET /country');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Content-Language')).toBe('sv');
  });

  it('reports a failed load as the query error', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(() => useCountries(), { wrapper: bookingWrapper({ api }) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 501 });
  });

  it('names the provider it needs', () => {
    expect(() => renderHook(() => useCountries())).toThrow(
      /useCountries must be used within <BookingProvider>/,
    );
  });
});

describe('useCustomerDataDefaults', () => {
  function renderDefaults(api: FakeApi) {
    return renderHook(
      () => {
        useCustomerDataDefaults();
        return { customerData: useBookingState((state) => state.customerData), actions: useBookingActions() };
      },
      { wrapper: bookingWrapper({ api }) },
    );
  }

  it("starts the customer with the location's default country and its phone prefix", async () => {
    const { result } = renderDefaults(countriesApi());
    await waitFor(() =>
      expect(result.current.customerData).toEqual({ country: { id: 46 }, phone: { prefix: '+46' } }),
    );
  });

  it('keeps what the visitor typed and the country the visitor chose afterwards', async () => {
    const { result } = renderDefaults(countriesApi());
    act(() => result.current.actions.setCustomerData({ phone: { prefix: '+45', number: '12345678' } }));
    await waitFor(() => expect(result.current.customerData.country).toEqual({ id: 46 }));
    expect(result.current.customerData.phone).toEqual({ prefix: '+45', number: '12345678' });

    act(() => result.current.actions.setCustomerData({ country: { id: 47 } }));
    act(() => result.current.actions.setCustomerData({ country: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.customerData.country).toBeNull();
  });

  it('sets nothing when the countries do not list the default country', async () => {
    const api = countriesApi([NORWAY]);
    const { result } = renderDefaults(api);
    await waitFor(() => expect(api.requestsTo('GET /country')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.customerData).toEqual({});
  });
});
