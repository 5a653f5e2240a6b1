// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountCustomerData, useBookingActions, useBookingState } from '../index';
import { bookingHandlers } from './support/bookingScenario';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

/** The signed-in customer as `GET /customer-portal/auth/customer` answers. */
const ACCOUNT: Schema<'Customer'> = {
  id: 305,
  customerType: 'private',
  companyName: null,
  companyTaxIdentificationNumber: null,
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  phoneNumber: '701234567',
  phonePrefix: '+46',
  street: 'Storgatan 1',
  city: 'Stockholm',
  postalCode: '111 22',
  countryId: 46,
};

function setup(account: Schema<'Customer'> = ACCOUNT) {
  const api = createFakeApi({
    ...bookingHandlers(),
    'GET /customer-portal/auth/customer': () => ({ data: account }),
  });
  return { api, wrapper: bookingWrapper({ api }) };
}

function useAccountForm(signedIn: boolean) {
  return {
    account: useAccountCustomerData({ signedIn }),
    customerData: useBookingState((state) => state.customerData),
    actions: useBookingActions(),
  };
}

/** What the stand-in customer page last rendered with. */
const seen: { current?: ReturnType<typeof useAccountForm> } = {};

/** A stand-in for the customer page: a signed-in customer's form data. */
function CustomerPage() {
  seen.current = useAccountForm(true);
  return null;
}

describe('useAccountCustomerData: a signed-in customer’s form is filled from their account', () => {
  it('reads nothing for a guest', () => {
    const { api, wrapper } = setup();
    const { result } = renderHook(() => useAccountForm(false), { wrapper });
    expect(result.current.account).toMatchObject({ status: 'guest', isComplete: false, account: undefined });
    expect(api.requestsTo('GET /customer-portal/auth/customer')).toEqual([]);
  });

  it('is loading until the details are in the flow, then ready and complete', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAccountForm(true), { wrapper });
    expect(result.current.account.status).toBe('loading');
    await waitFor(() => expect(result.current.account.status).toBe('ready'));
    expect(result.current.account.isComplete).toBe(true);
    expect(result.current.customerData).toEqual({
      customerType: 'private',
      firstName: 'Ada',
      lastName: 'Lovelace',
      street: 'Storgatan 1',
      zip: '111 22',
      city: 'Stockholm',
      country: { id: 46 },
      email: 'ada@example.com',
      phone: { number: '701234567', prefix: '+46' },
    });
  });

  it('is not complete without a phone number: the form asks for it, filled with the rest', async () => {
    const { wrapper } = setup({ ...ACCOUNT, phoneNumber: '' });
    const { result } = renderHook(() => useAccountForm(true), { wrapper });
    await waitFor(() => expect(result.current.account.status).toBe('ready'));
    expect(result.current.account.isComplete).toBe(false);
    expect(result.current.customerData).toMatchObject({ firstName: 'Ada', phone: { prefix: '+46' } });
  });

  it('fills once per booking: edits stay when the page shows again; the email stays the account’s', async () => {
    const { wrapper: Booking } = setup();
    const view = render(
      <Booking>
        <CustomerPage />
      </Booking>,
    );
    await waitFor(() => expect(seen.current?.account.status).toBe('ready'));
    act(() => seen.current?.actions.setCustomerData({ street: 'Nygatan 5', email: 'typed@example.com' }));
    await waitFor(() => expect(seen.current?.customerData.email).toBe('ada@example.com'));
    // The visitor goes back to the basket and returns: the page mounts again in the same booking.
    view.rerender(<Booking>{null}</Booking>);
    view.rerender(
      <Booking>
        <CustomerPage />
      </Booking>,
    );
    await waitFor(() => expect(seen.current?.account.status).toBe('ready'));
    expect(seen.current?.customerData).toMatchObject({ street: 'Nygatan 5', email: 'ada@example.com' });
  });

  it('says when the account could not be read', async () => {
    const api = createFakeApi({
      ...bookingHandlers(),
      'GET /customer-portal/auth/customer': () => apiError(503, 'unavailable'),
    });
    const { result } = renderHook(() => useAccountForm(true), { wrapper: bookingWrapper({ api }) });
    await waitFor(() => expect(result.current.account.status).toBe('error'));
    expect(result.current.account.error).toMatchObject({ status: 503 });
  });
});
