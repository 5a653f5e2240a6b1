import { type ApiError, portalKeys, type Schema, unwrap } from '@stowly/api-client';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from './PortalProvider';

// The portal's changes, apart from its lists (usePortal.ts): the overview, which only reads, loads
// none of this code.

/** What {@link useCancelBooking} sends: the booking and the notice (end date, reason, comment). */
export interface CancelBookingInput {
  /** The booking to give notice on. */
  bookingId: number;
  /** The notice: end date (on or after the booking's `earliestEndDate`), reason and optional comment. */
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
 * Withdraws the notice on a cancelled booking before its last day
 * (`DELETE /customer-portal/booking/{bookingId}/cancel`; possible while the booking's
 * `cancellationWithdrawable` is true): the booking runs on. On success every cached page of that
 * location's bookings is refreshed. Idempotent. Error: 409 `not-withdrawable` (the last day has come).
 */
export function useWithdrawCancellation(): UseMutationResult<
  Schema<'WithdrawCancellationResponse'>['data'],
  ApiError,
  { bookingId: number }
> {
  const client = usePortalClient('useWithdrawCancellation');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-portal', 'withdraw-cancellation'],
    mutationFn: async ({ bookingId }) =>
      (
        await unwrap(
          client.DELETE('/customer-portal/booking/{bookingId}/cancel', {
            params: { path: { bookingId } },
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
