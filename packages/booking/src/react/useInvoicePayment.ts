import { type ApiError, portalKeys, portalQueries, type Schema, unwrap } from '@stowly/api-client';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { usePortalClient } from './PortalProvider';

// Paying an open invoice: a module of its own, so only the page that pays loads it (the portal's
// overview, which links to that page, loads none of this code).

/**
 * One open invoice of a location, for a page that pays it: read from the location's open invoices
 * (`GET /customer-portal/invoice/{locationId}?openOnly=true`, the largest page the API gives, so an
 * invoice beyond the portal's first page of 5 is found too). `null` once it has nothing due (paid,
 * void) or when it is not the customer's.
 */
export function useOpenInvoice(
  locationId: number,
  invoiceId: number,
): UseQueryResult<Schema<'Invoice'> | null, ApiError> {
  const client = usePortalClient('useOpenInvoice');
  return useQuery({
    ...portalQueries.invoices(client, locationId, { openOnly: true, page: 1, pageSize: 100 }),
    select: (page) => page.data.find((invoice) => invoice.id === invoiceId) ?? null,
  });
}

/** What {@link usePayInvoice} sends: how to pay, and where the provider sends the customer back. */
export type PayInvoiceInput = Schema<'InvoicePaymentRequest'>;

/** Options of {@link usePayInvoice}. */
export interface UsePayInvoiceOptions {
  /** Makes the `Idempotency-Key` of a payment attempt. @default crypto.randomUUID */
  newIdempotencyKey?: () => string;
}

/** Refreshes what a paid invoice changes: both invoice lists of the location and the notifications. */
async function refreshPaidInvoice(
  queryClient: ReturnType<typeof useQueryClient>,
  locationId: number,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: portalKeys.invoices(locationId) }),
    queryClient.invalidateQueries({ queryKey: ['customer-portal', 'notification'] }),
  ]);
}

/**
 * Pays one open invoice of a location
 * (`POST /customer-portal/invoice/{locationId}/{invoiceId}/payment`): with the payment method on
 * file (`paymentMethod: 'on-file'`, answered `status: 'paid'`) or a new card at the provider
 * (`'new-card'`, answered `status: 'requires-action'` with the provider session: send the browser
 * to its `redirectUrl`, or confirm its `clientSecret` with Stripe, then call
 * {@link useVerifyInvoicePayment} on the return). The amount is the invoice's amount due, decided
 * by the server.
 *
 * Every attempt carries an `Idempotency-Key`, kept until the attempt has an answer: a double click
 * or a retried request charges once. Once paid, both invoice lists of the location and the
 * notifications are refreshed. Errors: 409 `invoice-already-paid` or `invoice-void`, 422
 * `payment-method-invalid` (no valid method on file), `payment-declined`, `invalid-return-url`.
 */
export function usePayInvoice(
  locationId: number,
  invoiceId: number,
  options: UsePayInvoiceOptions = {},
): UseMutationResult<Schema<'InvoicePayment'>, ApiError, PayInvoiceInput> {
  const client = usePortalClient('usePayInvoice');
  const queryClient = useQueryClient();
  const newKey = options.newIdempotencyKey ?? (() => crypto.randomUUID());
  // The key of the attempt in flight: a second call before the first answered sends the same key.
  const attemptKey = useRef<string | null>(null);
  return useMutation({
    mutationKey: ['customer-portal', 'invoice', locationId, invoiceId, 'payment'],
    mutationFn: async (body) => {
      attemptKey.current ??= newKey();
      return (
        await unwrap(
          client.POST('/customer-portal/invoice/{locationId}/{invoiceId}/payment', {
            params: {
              path: { locationId, invoiceId },
              header: { 'Idempotency-Key': attemptKey.current },
            },
            body,
          }),
        )
      ).data;
    },
    onSettled: (_data, error) => {
      // A definite answer ends the attempt. Without one (offline) or after a server failure the
      // charge may have happened: the retry keeps the key and so gets that answer.
      if (!error || (error.status >= 400 && error.status < 500)) attemptKey.current = null;
    },
    onSuccess: async (payment) => {
      if (payment.status === 'paid') await refreshPaidInvoice(queryClient, locationId);
    },
    onError: async (error) => {
      if (error.code === 'invoice-already-paid') await refreshPaidInvoice(queryClient, locationId);
    },
  });
}

/**
 * Reads the outcome of an invoice payment at the provider on the return from it
 * (`POST /customer-portal/invoice/{locationId}/{invoiceId}/payment/verify` with the provider's
 * `paymentReference`, or Stripe's `payment_intent`). Answers `status: 'paid'` (both invoice lists
 * and the notifications are refreshed) or `status: 'requires-action'` with the session still
 * waiting for the customer. Error: 422 `payment-declined` (declined or cancelled; the invoice
 * stays open), 404 for a reference that is not this invoice's.
 */
export function useVerifyInvoicePayment(
  locationId: number,
  invoiceId: number,
): UseMutationResult<Schema<'InvoicePayment'>, ApiError, { paymentReference: string }> {
  const client = usePortalClient('useVerifyInvoicePayment');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-portal', 'invoice', locationId, invoiceId, 'payment', 'verify'],
    mutationFn: async (body) =>
      (
        await unwrap(
          client.POST('/customer-portal/invoice/{locationId}/{invoiceId}/payment/verify', {
            params: { path: { locationId, invoiceId } },
            body,
          }),
        )
      ).data,
    onSuccess: async (payment) => {
      if (payment.status === 'paid') await refreshPaidInvoice(queryClient, locationId);
    },
  });
}
