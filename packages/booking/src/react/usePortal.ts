import { type ApiError, portalKeys, portalQueries, type Schema, unwrap } from '@stowly/api-client';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  INVOICE_HISTORY_PAGE_SIZE,
  OPEN_INVOICES_PAGE_SIZE,
  PORTAL_BOOKINGS_PAGE_SIZE,
  SHARED_ACCESSES_PAGE_SIZE,
} from '../index';
import { usePortalClient } from './PortalProvider';

/**
 * Keeps the previous page on screen while the next page of the same location's list loads; a
 * list of another location starts empty (never shows the last location's rows).
 */
function previousPageOfLocation<TData>(locationId: number) {
  return (previous: TData | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery?.queryKey[2] === locationId ? previous : undefined;
}

/** The signed-in customer (`GET /customer-portal/auth/customer`), with the id portal paths use. */
export type PortalCustomer = Schema<'CustomerResponse'>['data'];

/**
 * The locations where the signed-in customer has bookings (`GET /customer-portal/location`), each
 * with `showManageAccess` (whether the shared-access page is available there).
 */
export function usePortalLocations(): UseQueryResult<Schema<'PortalLocation'>[], ApiError> {
  return useQuery(portalQueries.locations(usePortalClient('usePortalLocations')));
}

/**
 * One page (of {@link PORTAL_BOOKINGS_PAGE_SIZE}) of the customer's bookings at a location, newest
 * first. The previous page stays shown while the next one loads (`isPlaceholderData`); another
 * location's list starts empty.
 */
export function usePortalBookings(
  locationId: number,
  page: number,
): UseQueryResult<Schema<'PortalBookingPage'>, ApiError> {
  const client = usePortalClient('usePortalBookings');
  return useQuery({
    ...portalQueries.bookings(client, locationId, { page, pageSize: PORTAL_BOOKINGS_PAGE_SIZE }),
    placeholderData: previousPageOfLocation(locationId),
  });
}

/**
 * One page of a location's invoices: `openOnly` for the open invoices panel (page size
 * {@link OPEN_INVOICES_PAGE_SIZE}), otherwise the invoice history ({@link INVOICE_HISTORY_PAGE_SIZE}).
 */
export function useInvoices(
  locationId: number,
  options: { openOnly: boolean; page: number },
): UseQueryResult<Schema<'InvoicePage'>, ApiError> {
  const client = usePortalClient('useInvoices');
  const { openOnly, page } = options;
  return useQuery({
    ...portalQueries.invoices(
      client,
      locationId,
      openOnly
        ? { openOnly: true, page, pageSize: OPEN_INVOICES_PAGE_SIZE }
        : { page, pageSize: INVOICE_HISTORY_PAGE_SIZE },
    ),
    placeholderData: previousPageOfLocation(locationId),
  });
}

/** The payment method the customer's bookings at a location are charged to; `null` when none is on file. */
export function useBookingPaymentMethod(
  locationId: number,
): UseQueryResult<Schema<'PaymentMethod'> | null, ApiError> {
  return useQuery(portalQueries.paymentMethod(usePortalClient('useBookingPaymentMethod'), locationId));
}

/** The customer's notifications, newest first: the general ones and, with `locationId`, that location's. */
export function useNotifications(locationId?: number): UseQueryResult<Schema<'Notification'>[], ApiError> {
  return useQuery(portalQueries.notifications(usePortalClient('useNotifications'), locationId));
}

/** The signed-in customer. */
export function useCurrentCustomer(): UseQueryResult<PortalCustomer, ApiError> {
  return useQuery(portalQueries.customer(usePortalClient('useCurrentCustomer')));
}

/** One page (of {@link SHARED_ACCESSES_PAGE_SIZE}) of the managers with shared access at a location. */
export function useSharedAccess(
  locationId: number,
  page: number,
): UseQueryResult<Schema<'ManagerPage'>, ApiError> {
  const client = usePortalClient('useSharedAccess');
  return useQuery({
    ...portalQueries.sharedAccess(client, locationId, { page, pageSize: SHARED_ACCESSES_PAGE_SIZE }),
    placeholderData: previousPageOfLocation(locationId),
  });
}

/**
 * A setup intent for saving a new payment method (`GET /customer-portal/customer/{customerId}/setup-intent`).
 * Stripe: confirm `clientSecret` with Stripe Elements; sandbox: send the browser to `redirectUrl`,
 * which comes back to `returnUrl`. Waits while `customerId` is unknown; cached 5 s, never refetched
 * on its own (each fetch opens a new intent).
 */
export function useSetupIntent(
  customerId: number | undefined,
  returnUrl: string,
): UseQueryResult<Schema<'SetupIntent'>, ApiError> {
  const client = usePortalClient('useSetupIntent');
  return useQuery({
    ...portalQueries.setupIntent(client, customerId ?? 0, returnUrl),
    enabled: customerId !== undefined,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });
}

/** What {@link useCancelBooking} sends: the booking and the notice (end date, reason, comment). */
export interface CancelBookingInput {
  bookingId: number;
  payload: Schema<'CancelBookingRequest'>;
}

/**
 * Gives notice on a booking (`PUT /customer-portal/booking/{bookingId}/cancel`). On success every
 * cached page of that location's bookings is refreshed (spec section 4). Errors: 422
 * `end-date-too-early` (detail `endDate`/`minDate`), 409 `not-cancellable`.
 */
export function useCancelBooking(): UseMutationResult<
  Schema<'CancelBookingResponse'>['data'],
  ApiError,
  CancelBookingInput
> {
  const client = usePortalClient('useCancelBooking');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-portal', 'cancel-booking'],
    mutationFn: async ({ bookingId, payload }) =>
      (
        await unwrap(
          client.PUT('/customer-portal/booking/{bookingId}/cancel', {
            params: { path: { bookingId } },
            body: payload,
          }),
        )
      ).data,
    onSuccess: (result) =>
      queryClient.invalidateQueries({ queryKey: portalKeys.bookings(result.location.id) }),
  });
}

/**
 * Makes a confirmed setup intent's payment method the one a location's bookings are charged to
 * (`PUT /customer-portal/booking/{locationId}/payment-method`). The new method is put in the cache
 * at once. Error: 422 `payment-method-invalid`.
 */
export function useUpdatePaymentMethod(
  locationId: number,
): UseMutationResult<Schema<'PaymentMethod'>, ApiError, Schema<'PaymentMethodUpdateRequest'>> {
  const client = usePortalClient('useUpdatePaymentMethod');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-portal', 'payment-method', locationId],
    mutationFn: async (body) =>
      (
        await unwrap(
          client.PUT('/customer-portal/booking/{locationId}/payment-method', {
            params: { path: { locationId } },
            body,
          }),
        )
      ).data,
    onSuccess: async (paymentMethod) => {
      queryClient.setQueryData(portalKeys.paymentMethod(locationId), paymentMethod);
      await queryClient.invalidateQueries({ queryKey: ['customer-portal', 'customer'] });
    },
  });
}

/**
 * Invites a manager to a location's account (`POST /customer-portal/shared-access/{locationId}`);
 * the list refreshes on success. Errors: 409 `manager-exists`, 403 `shared-access-disabled`, 400
 * with field details.
 */
export function useAddManager(
  locationId: number,
): UseMutationResult<Schema<'Manager'>, ApiError, Schema<'ManagerCreateRequest'>> {
  const client = usePortalClient('useAddManager');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-portal', 'shared-access', locationId, 'add'],
    mutationFn: async (body) =>
      (
        await unwrap(
          client.POST('/customer-portal/shared-access/{locationId}', {
            params: { path: { locationId } },
            body,
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.sharedAccess(locationId) }),
  });
}

/** Revokes a manager's shared access (`DELETE /customer-portal/shared-access/{locationId}/{managerId}`); the list refreshes. */
export function useRemoveManager(
  locationId: number,
): UseMutationResult<void, ApiError, { managerId: number }> {
  const client = usePortalClient('useRemoveManager');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-portal', 'shared-access', locationId, 'remove'],
    mutationFn: async ({ managerId }) => {
      await unwrap(
        client.DELETE('/customer-portal/shared-access/{locationId}/{managerId}', {
          params: { path: { locationId, managerId } },
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.sharedAccess(locationId) }),
  });
}
