// @vitest-environment jsdom
import { defaultQueryClientOptions, type Schema } from '@stowly/api-client';
import { apiError, createFakeApi, type FakeApi, withStatus } from '@stowly/api-client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PortalProvider,
  useAddManager,
  useCancelBooking,
  useInvoices,
  usePayInvoice,
  usePortalBookings,
  usePortalLocations,
  useRemoveManager,
  useSetupIntent,
  useSharedAccess,
  useUpdatePaymentMethod,
  useVerifyInvoicePayment,
} from '../index';

afterEach(cleanup);

function booking(id: number, status: Schema<'PortalBooking'>['status'] = 'active'): Schema<'PortalBooking'> {
  return {
    id,
    locationId: 1,
    unitName: `A-${id}`,
    unitType: {
      id: 103,
      name: '10 m² room',
      size: { width: 2.5, length: 4, height: 2.5, area: 10, unit: 'm' },
    },
    status,
    moveInDate: '2026-03-01',
    endDate: status === 'cancelled' ? '2026-12-31' : null,
    earliestEndDate: '2026-12-10',
    billingPeriod: { id: 1031, name: 'Monthly', period: 'monthly' },
    recurringAmount: 1990,
    currency: 'SEK',
    insurance: null,
    cancellable: status === 'active',
    cancellationWithdrawable: status === 'cancelled',
    contractDocument: { sizeBytes: 52_400 },
  };
}

const card: Schema<'PaymentMethod'> = {
  id: 9,
  type: 'card',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  holderName: 'Anna Lindqvist',
  status: 'valid',
};

function setup(api: FakeApi) {
  const queryClient = new QueryClient({ defaultOptions: defaultQueryClientOptions });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PortalProvider client={api.client}>{children}</PortalProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('portal hooks', () => {
  it('need a PortalProvider, and say so', () => {
    const queryClient = new QueryClient();
    expect(() =>
      renderHook(() => usePortalLocations(), {
        wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      }),
    ).toThrow(/usePortalLocations must be used inside <PortalProvider/);
  });

  it('ask for pages of 5: bookings, open invoices, invoice history and managers', async () => {
    const api = createFakeApi({
      'GET /customer-portal/booking/{locationId}': ({ query }) => ({
        data: [booking(Number(query.get('page')))],
        page: Number(query.get('page')),
        pageSize: 5,
        lastPage: 3,
        total: 11,
      }),
      'GET /customer-portal/invoice/{locationId}': ({ query }) => ({
        data: [],
        page: Number(query.get('page')),
        pageSize: 5,
        lastPage: 1,
        total: 0,
      }),
      'GET /customer-portal/shared-access/{locationId}': () => ({
        data: [],
        page: 1,
        pageSize: 5,
        lastPage: 1,
        total: 0,
      }),
    });
    const { wrapper } = setup(api);
    const { result, rerender } = renderHook(
      ({ page }) => ({
        bookings: usePortalBookings(1, page),
        open: useInvoices(1, { openOnly: true, page: 1 }),
        history: useInvoices(1, { openOnly: false, page: 2 }),
        managers: useSharedAccess(1, 1),
      }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.managers.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.bookings.data?.data[0]?.id).toBe(1));
    rerender({ page: 2 });
    // The previous page stays while page 2 loads.
    expect(result.current.bookings.data?.data[0]?.id).toBe(1);
    await waitFor(() => expect(result.current.bookings.data?.data[0]?.id).toBe(2));

    expect(api.requestsTo('GET /customer-portal/booking/{locationId}').map((r) => r.query)).toEqual([
      { page: '1', pageSize: '5' },
      { page: '2', pageSize: '5' },
    ]);
    expect(api.requestsTo('GET /customer-portal/invoice/{locationId}').map((r) => r.query)).toEqual(
      expect.arrayContaining([
        { openOnly: 'true', page: '1', pageSize: '5' },
        { page: '2', pageSize: '5' },
      ]),
    );
    expect(api.requestsTo('GET /customer-portal/shared-access/{locationId}')[0]?.query).toEqual({
      page: '1',
      pageSize: '5',
    });
  });

  it('another location’s bookings start empty instead of showing the last location’s rows', async () => {
    const api = createFakeApi({
      'GET /customer-portal/booking/{locationId}': async ({ params }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return {
          data: [{ ...booking(Number(params.locationId) * 10) }],
          page: 1,
          pageSize: 5,
          lastPage: 1,
          total: 1,
        };
      },
    });
    const { wrapper } = setup(api);
    const { result, rerender } = renderHook(({ locationId }) => usePortalBookings(locationId, 1), {
      wrapper,
      initialProps: { locationId: 1 },
    });
    await waitFor(() => expect(result.current.data?.data[0]?.id).toBe(10));
    rerender({ locationId: 2 });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.data[0]?.id).toBe(20));
  });

  it('cancelling a booking sends the notice and refreshes that location’s bookings', async () => {
    let cancelled = false;
    const api = createFakeApi({
      'GET /customer-portal/booking/{locationId}': () => ({
        data: [booking(1, cancelled ? 'cancelled' : 'active')],
        page: 1,
        pageSize: 5,
        lastPage: 1,
        total: 1,
      }),
      'PUT /customer-portal/booking/{bookingId}/cancel': ({ params, body }) => {
        cancelled = true;
        return { data: { bookingId: Number(params.bookingId), endDate: body.endDate, location: { id: 1 } } };
      },
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => ({ bookings: usePortalBookings(1, 1), cancel: useCancelBooking() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.bookings.data?.data[0]?.status).toBe('active'));

    await act(() =>
      result.current.cancel.mutateAsync({
        bookingId: 1,
        payload: { endDate: '2026-12-31', reason: 'moving', comment: null },
      }),
    );

    expect(api.requestsTo('PUT /customer-portal/booking/{bookingId}/cancel')[0]).toMatchObject({
      path: '/customer-portal/booking/1/cancel',
      body: { endDate: '2026-12-31', reason: 'moving', comment: null },
    });
    await waitFor(() => expect(result.current.bookings.data?.data[0]?.status).toBe('cancelled'));
    expect(api.requestsTo('GET /customer-portal/booking/{locationId}')).toHaveLength(2);
  });

  it('a refused cancellation rejects with the API error and refreshes nothing', async () => {
    const api = createFakeApi({
      'PUT /customer-portal/booking/{bookingId}/cancel': () =>
        apiError(422, 'end-date-too-early', 'Too early', [{ field: 'endDate', code: 'minDate' }]),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useCancelBooking(), { wrapper });
    await expect(
      act(() =>
        result.current.mutateAsync({
          bookingId: 1,
          payload: { endDate: '2026-12-01', reason: 'other', comment: null },
        }),
      ),
    ).rejects.toMatchObject({ status: 422, code: 'end-date-too-early' });
  });

  it('the setup intent waits for the customer id and sends the return URL', async () => {
    const api = createFakeApi({
      'GET /customer-portal/customer/{customerId}/setup-intent': () => ({
        data: {
          setupIntentId: 'seti_1',
          provider: 'sandbox',
          clientSecret: null,
          publishableKey: null,
          redirectUrl: 'https://sandbox.example/setup/seti_1',
        },
      }),
    });
    const { wrapper } = setup(api);
    const returnUrl = 'https://book.example/customer-portal/account-overview/1/payment/update/verify?lang=sv';
    const { result, rerender } = renderHook(({ id }) => useSetupIntent(id, returnUrl), {
      wrapper,
      initialProps: { id: undefined as number | undefined },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: 1 });
    await waitFor(() => expect(result.current.data?.setupIntentId).toBe('seti_1'));
    expect(api.requestsTo('GET /customer-portal/customer/{customerId}/setup-intent')).toEqual([
      expect.objectContaining({ path: '/customer-portal/customer/1/setup-intent', query: { returnUrl } }),
    ]);
  });

  it('a new payment method is in the cache as soon as it is saved', async () => {
    const api = createFakeApi({
      'PUT /customer-portal/booking/{locationId}/payment-method': () => ({ data: card }),
    });
    const { wrapper, queryClient } = setup(api);
    const { result } = renderHook(() => useUpdatePaymentMethod(1), { wrapper });
    await act(() =>
      result.current.mutateAsync({ setupIntentId: 'seti_1', paymentMethodReference: 'pm_sandbox_1' }),
    );
    expect(api.requestsTo('PUT /customer-portal/booking/{locationId}/payment-method')[0]?.body).toEqual({
      setupIntentId: 'seti_1',
      paymentMethodReference: 'pm_sandbox_1',
    });
    expect(queryClient.getQueryData(['customer-portal', 'booking', 1, 'payment-method'])).toEqual(card);
  });

  it('adding and removing a manager refresh the list', async () => {
    let managers: Schema<'Manager'>[] = [];
    const api = createFakeApi({
      'GET /customer-portal/shared-access/{locationId}': () => ({
        data: managers,
        page: 1,
        pageSize: 5,
        lastPage: 1,
        total: managers.length,
      }),
      'POST /customer-portal/shared-access/{locationId}': ({ body }) => {
        const manager = { id: 7, ...body, status: 'invited' as const, createdAt: '2026-11-25T10:00:00Z' };
        managers = [manager];
        return withStatus(201, { data: manager });
      },
      'DELETE /customer-portal/shared-access/{locationId}/{managerId}': () => {
        managers = [];
        return withStatus(204, undefined as never);
      },
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(
      () => ({ list: useSharedAccess(1, 1), add: useAddManager(1), remove: useRemoveManager(1) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));

    await act(() => result.current.add.mutateAsync({ name: 'Erik Berg', email: 'erik@example.com' }));
    await waitFor(() =>
      expect(result.current.list.data?.data.map((m) => m.email)).toEqual(['erik@example.com']),
    );

    await act(() => result.current.remove.mutateAsync({ managerId: 7 }));
    expect(api.requestsTo('DELETE /customer-portal/shared-access/{locationId}/{managerId}')[0]?.path).toBe(
      '/customer-portal/shared-access/1/7',
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
  });

  it('paying an invoice sends one Idempotency-Key per attempt and refreshes both invoice lists and the notifications once paid', async () => {
    const invoice: Schema<'Invoice'> = {
      id: 42,
      number: 'INV-01-00042',
      locationId: 1,
      bookingId: 7,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      status: 'paid',
      amount: 362.5,
      amountDue: 0,
      currency: 'SEK',
      document: { sizeBytes: 38_112 },
    };
    let calls = 0;
    const api = createFakeApi({
      'POST /customer-portal/invoice/{locationId}/{invoiceId}/payment': () => {
        calls++;
        if (calls === 1) return apiError(503, 'http-503', 'Unavailable');
        if (calls === 3) return apiError(409, 'invoice-already-paid', 'This invoice is already paid.');
        return { data: { status: 'paid', paymentReference: 'pay_1', invoice, session: null } };
      },
      'POST /customer-portal/invoice/{locationId}/{invoiceId}/payment/verify': () =>
        apiError(422, 'payment-declined', 'The payment was declined.'),
    });
    const { queryClient, wrapper } = setup(api);
    queryClient.setQueryData(['customer-portal', 'invoice', 1, { openOnly: true }, { language: 'en' }], {});
    queryClient.setQueryData(['customer-portal', 'notification', {}, { language: 'en' }], []);
    let keys = 0;
    const { result } = renderHook(() => usePayInvoice(1, 42, { newIdempotencyKey: () => `key-${++keys}` }), {
      wrapper,
    });
    const body = { paymentMethod: 'on-file', returnUrl: 'https://app.example/verify' } as const;
    // A server failure: the retry is the same attempt, with the same key.
    await act(() => result.current.mutateAsync(body).catch(() => undefined));
    expect(
      queryClient.getQueryState(['customer-portal', 'invoice', 1, { openOnly: true }, { language: 'en' }])
        ?.isInvalidated,
    ).toBe(false);
    const paid = await act(() => result.current.mutateAsync(body));
    expect(paid.status).toBe('paid');
    // The next click is a new attempt.
    await act(() => result.current.mutateAsync(body).catch(() => undefined));
    const requests = api.requestsTo('POST /customer-portal/invoice/{locationId}/{invoiceId}/payment');
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'key-1',
      'key-1',
      'key-2',
    ]);
    expect(requests[0]?.body).toEqual(body);
    expect(
      queryClient.getQueryState(['customer-portal', 'invoice', 1, { openOnly: true }, { language: 'en' }])
        ?.isInvalidated,
    ).toBe(true);
    expect(
      queryClient.getQueryState(['customer-portal', 'notification', {}, { language: 'en' }])?.isInvalidated,
    ).toBe(true);

    const verify = renderHook(() => useVerifyInvoicePayment(1, 42), { wrapper });
    const declined = await act(() =>
      verify.result.current.mutateAsync({ paymentReference: 'pay_2' }).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    expect(declined).toMatchObject({ status: 422, code: 'payment-declined' });
    expect(
      api.requestsTo('POST /customer-portal/invoice/{locationId}/{invoiceId}/payment/verify')[0]?.body,
    ).toEqual({
      paymentReference: 'pay_2',
    });
  });
});
